// The permissions screen: spec §6 permissions with the roles holding each.
export { PermissionList } from './permission-list';
