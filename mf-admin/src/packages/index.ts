// The packages resource: the investment catalogue (list, create, edit, show with delete).
export { PackageList } from './package-list';
export { PackageCreate } from './package-create';
export { PackageEdit } from './package-edit';
export { PackageShow } from './package-show';
