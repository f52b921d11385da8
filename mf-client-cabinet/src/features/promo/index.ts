export { PromoPage } from './promo-page';
