// The users resource (react-admin style): one screen per file, exported from here.
export { UserList } from './user-list';
export { UserCreate } from './user-create';
export { UserEdit } from './user-edit';
export { UserShow } from './user-show';
