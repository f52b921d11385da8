export { PartnersPage } from './partners-page';
export { DeactivatedPartnersPage } from './deactivated-partners-page';
export { useDownlineColumns } from './use-downline-columns';
export { useDownlineQuery } from './use-downline-query';
export { DOWNLINE_LINES } from './downline-query';
