import { Link } from 'react-router-dom';
import { hrefOf, useBasePath } from 'shared-ui';

/** The ledger transaction that booked a money operation. */
export function TransactionLink({ id }: { id: number }) {
  const base = useBasePath();
  return <Link to={hrefOf(base, `transactions/show/${id}`)}>#{id}</Link>;
}
