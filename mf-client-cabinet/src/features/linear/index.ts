export { LinearAboutPage } from './linear-about-page';
export { LinearStatisticPage } from './linear-statistic-page';
export { LinearStructurePage } from './linear-structure-page';
