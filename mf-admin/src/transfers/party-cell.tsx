import { Typography } from 'antd';
import type { Transfer } from 'shared-api';
import { PartnerLink } from '../money';

/** A side of a transfer: the partner's login (linked) and partner code. */
export function PartyCell({ party }: { party: Transfer['sender'] }) {
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <PartnerLink partner={party} />{' '}
      <Typography.Text type="secondary">{party.partnerCode}</Typography.Text>
    </span>
  );
}
