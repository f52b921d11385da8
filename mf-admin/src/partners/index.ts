// The partners resource: list and show (create, edit and balance come with later issues).
export { PartnerList } from './partner-list';
export { PartnerShow } from './partner-show';
