export { CareerAboutPage } from './career-about-page';
export { CareerStatisticPage } from './career-statistic-page';
