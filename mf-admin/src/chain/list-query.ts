import { CHAIN_TRANSFER_STATUSES } from 'shared-api';
import { filterValue, type ListSpec } from '../lists';

export type ChainTransferFilter = 'status';

/** The chain payments list's URL state: status and the search text (hash, address, login). */
export const CHAIN_TRANSFER_LIST: ListSpec<never, ChainTransferFilter> = {
  sortFields: [],
  filters: { status: filterValue.oneOf(CHAIN_TRANSFER_STATUSES) },
};
