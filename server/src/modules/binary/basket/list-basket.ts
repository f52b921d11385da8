import { sql } from 'drizzle-orm';
import type { Basket } from 'shared-api/contract';
import { HOUR } from '../../../clock';
import type { Db } from '../../../db/types';
import { queryRows } from '../../ledger/sql-rows';

type Row = {
  partnerId: number;
  login: string;
  firstName: string;
  lastName: string;
  investment: string;
  registeredAt: Date | string;
};

/**
 * The caller's basket: partners they sponsored who have no binary node yet, least time left
 * first (= registered first: every entry has the same window). `canPlace` needs the caller in
 * the tree; a partner without a sponsor is a root and always can.
 */
export async function listBasket(
  db: Db,
  input: { partnerId: number; now: Date; basketHours: number },
): Promise<Basket> {
  const items = await queryRows<Row>(
    db,
    sql`select p.id as "partnerId", p.login, p.first_name as "firstName", p.last_name as "lastName",
      coalesce((select sum(pp.paid) from partner_packages pp
                where pp.partner_id = p.id and pp.status <> 'upgraded'), 0)::text as investment,
      p.registered_at as "registeredAt"
    from partners p
    where p.sponsor_id = ${input.partnerId}
      and not exists (select 1 from binary_nodes n where n.partner_id = p.id)
    order by p.registered_at, p.id`,
  );
  const [caller] = await queryRows<{ canPlace: boolean }>(
    db,
    sql`select (p.sponsor_id is null
             or exists (select 1 from binary_nodes n where n.partner_id = p.id)) as "canPlace"
    from partners p where p.id = ${input.partnerId}`,
  );
  const windowMs = input.basketHours * HOUR;
  return {
    canPlace: caller?.canPlace === true,
    now: input.now.toISOString(),
    items: items.map((i) => {
      const registeredAt = new Date(i.registeredAt);
      return {
        ...i,
        registeredAt: registeredAt.toISOString(),
        autoPlaceAt: new Date(registeredAt.getTime() + windowMs).toISOString(),
      };
    }),
  };
}
