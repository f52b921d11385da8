export { BinaryAboutPage } from './about/binary-about-page';
export { BasketPage } from './basket/basket-page';
export { BinaryStructurePage } from './structure/structure-page';
export { BinaryStatisticPage } from './statistic/statistic-page';
