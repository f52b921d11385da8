import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Page, PromoRequest } from 'shared-api/contract';
import { partners, promoRequests } from '../../db/schema';
import type { Db } from '../../db/types';
import { containsPattern } from '../../http/list-query';

const columns = { request: promoRequests, login: partners.login };
type Row = { request: typeof promoRequests.$inferSelect; login: string };

function toPromoRequest({ request: r, login }: Row): PromoRequest {
  return {
    id: r.id,
    campaignId: r.campaignId,
    partner: { id: r.partnerId, login },
    firstName: r.firstName,
    lastName: r.lastName,
    birthDate: r.birthDate,
    country: r.country,
    city: r.city,
    passportNumber: r.passportNumber,
    passportExpiry: r.passportExpiry,
    phone: r.phone,
    level: r.level,
    turnover: r.turnover.toString(),
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  };
}

async function selectRequests(db: Db, where: SQL | undefined, limit: number, offset = 0) {
  const rows = await db
    .select(columns)
    .from(promoRequests)
    .innerJoin(partners, eq(partners.id, promoRequests.partnerId))
    .where(where)
    .orderBy(desc(promoRequests.createdAt), desc(promoRequests.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toPromoRequest);
}

export async function findPromoRequest(db: Db, id: number): Promise<PromoRequest | null> {
  const [found] = await selectRequests(db, eq(promoRequests.id, id), 1);
  return found ?? null;
}

/** The partner's form in the campaign, if filed. */
export async function findOwnPromoRequest(
  db: Db,
  campaignId: number,
  partnerId: number,
): Promise<PromoRequest | null> {
  const where = and(
    eq(promoRequests.campaignId, campaignId),
    eq(promoRequests.partnerId, partnerId),
  );
  const [found] = await selectRequests(db, where, 1);
  return found ?? null;
}

/** Filed forms, newest first: of one campaign or of all; `search` over login and the names. */
export async function listPromoRequests(
  db: Db,
  query: {
    campaignId?: number | undefined;
    search?: string | undefined;
    page: number;
    pageSize: number;
  },
): Promise<Page<PromoRequest>> {
  const pattern = query.search ? containsPattern(query.search) : null;
  const where = and(
    query.campaignId !== undefined ? eq(promoRequests.campaignId, query.campaignId) : undefined,
    pattern
      ? or(
          ilike(partners.login, pattern),
          ilike(sql`${promoRequests.firstName} || ' ' || ${promoRequests.lastName}`, pattern),
        )
      : undefined,
  );
  const items = await selectRequests(db, where, query.pageSize, (query.page - 1) * query.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(promoRequests)
    .innerJoin(partners, eq(partners.id, promoRequests.partnerId))
    .where(where);
  return { items, total: total?.n ?? 0 };
}
