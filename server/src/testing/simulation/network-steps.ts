import { sql } from 'drizzle-orm';
import { units, type BasketEntry, type PartnerPackage } from 'shared-api/contract';
import { queryRows } from '../../modules/ledger/sql-rows';
import { issueToken } from '../../security/tokens';
import { call, newKey } from './money-actors';
import { itemsOf, money, STEPS, type SimContext, type StepOutcome } from './money-steps';
import type { NetworkModel } from './network-model';

export type NetworkSimContext = SimContext & { model: NetworkModel };

type NetworkStep = (ctx: NetworkSimContext) => Promise<StepOutcome>;

let registered = 0;

/**
 * Steps of the network simulation: registrations by invitation, funding, purchases and upgrades
 * (the model learns each accepted payment), placements from the basket, plus the money
 * simulation's job runs, clock jumps and retries. A step fails the run when the server accepts
 * what the rules refuse.
 */
export const NETWORK_STEPS = {
  async register(ctx) {
    const inviter = pickInviter(ctx);
    registered += 1;
    const login = `sim${Date.now().toString(36)}${registered}`;
    const reply = await call(ctx.t.app, {
      method: 'POST',
      url: '/api/client/network/invitations',
      token: inviter.token,
      body: {
        firstName: 'Sim',
        lastName: 'Partner',
        email: `${login}@sim.test`,
        login,
        phone: '+10000000000',
      },
    });
    const mayInvite = ctx.model.isActive(inviter.id);
    if (reply.statusCode < 300) {
      if (!mayInvite) throw new Error(`partner ${inviter.id} without a package invited ${login}`);
      const [row] = await queryRows<{ id: number; partnerCode: string }>(
        ctx.t.db,
        sql`select id, partner_code as "partnerCode" from partners where login = ${login}`,
      );
      if (!row) throw new Error(`invited ${login} is not registered`);
      const { token } = await issueToken(ctx.t.db, {
        kind: 'client',
        subjectId: row.id,
        now: ctx.t.clock.now(),
        ttlMs: 86_400_000,
      });
      ctx.actors.partners.push({ ...row, login, secret: '', recoveryCodes: [], token });
      ctx.model.addPartner(row.id, inviter.id);
    }
    return { name: 'register', reply, allowed: mayInvite ? [] : ['INVITATION_REQUIRED'] };
  },

  async fund(ctx) {
    // Mostly partners without a package yet, so that most of the network buys.
    const without = ctx.actors.partners.filter((p) => !ctx.model.isActive(p.id));
    const p = ctx.rnd.pick(
      without.length > 0 && ctx.rnd.chance(0.7) ? without : ctx.actors.partners,
    );
    const reply = await money(ctx, {
      method: 'POST',
      url: `/api/admin/partners/${p.id}/balance-adjustments`,
      token: ctx.actors.adminToken(),
      body: {
        currency: 'GTC',
        direction: 'credit',
        amount: units(ctx.rnd.pick([100, 500, 1_000, 2_500, 5_000, 10_000])),
        reason: 'simulation',
      },
      key: newKey(),
    });
    return { name: 'fund', reply, allowed: [] };
  },

  async purchase(ctx) {
    // Mostly a funded partner without a package yet, so that most of the network buys.
    const funded = new Set(
      (
        await queryRows<{ id: number }>(
          ctx.t.db,
          sql`select partner_id as id from ledger_accounts
          where currency = 'GTC' and partner_id is not null and balance >= 100000000`,
        )
      ).map((r) => r.id),
    );
    const likely = ctx.actors.partners.filter((p) => funded.has(p.id) && !ctx.model.isActive(p.id));
    const p = ctx.rnd.pick(likely.length > 0 && ctx.rnd.chance(0.7) ? likely : ctx.actors.partners);
    const catalogue = itemsOf(
      await call(ctx.t.app, { method: 'GET', url: '/api/client/packages', token: p.token }),
    );
    // Mostly a package the partner can pay for; sometimes any (refused without the funds).
    const me = await call(ctx.t.app, { method: 'GET', url: '/api/client/me', token: p.token });
    const balance = BigInt((me.body as { balances: { GTC: string } }).balances.GTC);
    const affordable = catalogue.filter((x) => BigInt(x.price ?? 0) <= balance);
    const pkg = ctx.rnd.pick(affordable.length > 0 && ctx.rnd.chance(0.8) ? affordable : catalogue);
    const reply = await money(ctx, {
      method: 'POST',
      url: '/api/client/packages/purchase',
      token: p.token,
      body: { packageId: pkg.id, acceptOffer: true, acceptPrivacy: true },
      key: newKey(),
    });
    if (reply.statusCode < 300) {
      ctx.model.recordPayment(p.id, reply.body as PartnerPackage, ctx.t.clock.now());
    }
    return { name: 'purchase', reply, allowed: ['INSUFFICIENT_FUNDS'] };
  },

  async upgrade(ctx) {
    const outcome = await STEPS.upgrade(ctx);
    if (outcome.reply && outcome.reply.statusCode < 300 && ctx.last) {
      // The money step made the call: its caller and the row it upgraded are the last call's.
      const { token, body } = ctx.last.call;
      const payer = ctx.actors.partners.find((p) => p.token === token)!;
      const upgraded = (body as { partnerPackageId: number }).partnerPackageId;
      ctx.model.recordPayment(
        payer.id,
        outcome.reply.body as PartnerPackage,
        ctx.t.clock.now(),
        upgraded,
      );
    }
    return outcome;
  },

  async place(ctx) {
    const sponsors = ctx.actors.partners.filter((p) =>
      ctx.actors.partners.some((c) => ctx.model.sponsorOf(c.id) === p.id),
    );
    if (sponsors.length === 0)
      return { name: 'place (nobody invited yet)', reply: null, allowed: [] };
    const p = ctx.rnd.pick(sponsors);
    const basket = itemsOf(
      await call(ctx.t.app, { method: 'GET', url: '/api/client/binary/basket', token: p.token }),
    );
    if (basket.length === 0) return { name: 'place (basket empty)', reply: null, allowed: [] };
    const side = ctx.rnd.chance(0.5) ? 'left' : 'right';
    const entry = ctx.rnd.pick(basket as unknown as BasketEntry[]);
    const reply = await call(ctx.t.app, {
      method: 'POST',
      url: `/api/client/binary/basket/${entry.partnerId}/place`,
      token: p.token,
      body: { side },
    });
    // Refused as too late only once the window has passed (the job has not run since).
    const late = Date.parse(entry.autoPlaceAt) <= ctx.t.clock.now().getTime();
    return {
      name: `place ${side}`,
      reply,
      allowed: late ? ['NOT_IN_BINARY', 'INVALID_STATE'] : ['NOT_IN_BINARY'],
    };
  },

  runJobs: STEPS.runJobs,
  jump: STEPS.jump,
  retry: STEPS.retry,
} satisfies Record<string, NetworkStep>;

/**
 * Mostly an active partner, often the latest (so the tree grows deep enough for every
 * linear level and career line), sometimes anyone (a partner without a package is refused).
 */
function pickInviter(ctx: NetworkSimContext) {
  const { partners } = ctx.actors;
  const active = partners.filter((p) => ctx.model.isActive(p.id));
  if (active.length === 0 || ctx.rnd.chance(0.15)) return ctx.rnd.pick(partners);
  return ctx.rnd.chance(0.5) ? active.at(-1)! : ctx.rnd.pick(active);
}

/** Registrations, money in and purchases most; placements often; jobs and jumps move the days. */
export const NETWORK_STEP_WEIGHTS: Record<keyof typeof NETWORK_STEPS, number> = {
  register: 4,
  fund: 3,
  purchase: 4,
  upgrade: 1,
  place: 3,
  runJobs: 2,
  jump: 2,
  retry: 1,
};
