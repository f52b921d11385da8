// The partners resource: list, create, edit, show, and the balance change.
export { PartnerList } from './partner-list';
export { PartnerCreate } from './partner-create';
export { PartnerEdit } from './partner-edit';
export { PartnerShow } from './partner-show';
export { PartnerChangeBalance } from './change-balance';
