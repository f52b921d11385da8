// The partners resource: list, show, and the balance change (create and edit come later).
export { PartnerList } from './partner-list';
export { PartnerShow } from './partner-show';
export { PartnerChangeBalance } from './change-balance';
