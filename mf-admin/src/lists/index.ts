// List screens' shared machinery: URL state, loading, the server-paged table.
export * from './list-query';
export * from './use-list-query';
export * from './query-state';
export * from './sort-column';
export * from './list-table';
export * from './search-box';
export * from './list-empty';
export * from './period';
export * from './id-filter';
export * from './period-filter';
export * from './use-contract-list';
export * from './load-failed';
export * from './loaded-table';
export * from './export-button';
