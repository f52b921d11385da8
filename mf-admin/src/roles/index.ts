// The roles resource: list, create, edit and show screens.
export { RoleList } from './role-list';
export { RoleCreate } from './role-create';
export { RoleEdit } from './role-edit';
export { RoleShow } from './role-show';
