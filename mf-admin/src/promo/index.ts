// The promo resource: campaign partners (with the campaigns tab), requests and a request.
export { PromoPartnersScreen } from './promo-partners-screen';
export { PromoRequestList } from './promo-request-list';
export { PromoRequestShow } from './promo-request-show';
