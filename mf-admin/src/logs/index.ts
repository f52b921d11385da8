// The three log screens: admin, client and partner logs.
export { AdminLogList } from './admin-log-list';
export { ClientLogList } from './client-log-list';
export { PartnerLogList } from './partner-log-list';
