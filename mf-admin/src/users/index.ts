// The users resource (react-admin style): one screen per file, exported from here.
export { UserList } from './user-list';
