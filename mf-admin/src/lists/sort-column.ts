import type { SortOrder as AntSortOrder } from 'antd/es/table/interface';
import type { ListState } from './list-query';

/** Props of a server-sorted column: its key is the sort field, its order the URL's. */
export function sortColumn<S extends string>(field: S, sort: ListState<S>['sort']) {
  const sortOrder: AntSortOrder =
    sort?.field === field ? (sort.order === 'asc' ? 'ascend' : 'descend') : null;
  return { key: field, dataIndex: field, sorter: true, sortOrder };
}
