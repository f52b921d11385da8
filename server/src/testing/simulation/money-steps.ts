import { REVERSIBLE_KINDS, units, type ErrorCode } from 'shared-api/contract';
import type { TestApp } from '../test-app';
import { call, newKey, type MoneyCall, type Reply, type SimPartner } from './money-actors';
import type { Random } from './random';

type Actors = {
  partners: SimPartner[];
  adminToken: () => string;
  refreshTokens: () => Promise<void>;
  freshCode: (p: SimPartner) => string;
};

/** What a step did and the refusals it may legitimately meet (anything else fails the run). */
export type StepOutcome = { name: string; reply: Reply | null; allowed: readonly ErrorCode[] };

export type SimContext = {
  t: TestApp;
  rnd: Random;
  actors: Actors;
  runJobs: () => Promise<void>;
  /** The last money-moving call, for the retry step. */
  last: { call: MoneyCall; reply: Reply; tokenNow: () => string } | null;
};

/** A real TRC20 address: the server refuses one whose base58check fails. */
const WALLET = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

/** A money call; a success becomes the retry step's candidate (with the caller's live token). */
export async function money(ctx: SimContext, c: MoneyCall): Promise<Reply> {
  const reply = await call(ctx.t.app, c);
  const partner = ctx.actors.partners.find((p) => p.token === c.token);
  const tokenNow = partner ? () => partner.token : ctx.actors.adminToken;
  if (reply.statusCode < 300) ctx.last = { call: c, reply, tokenNow };
  return reply;
}

export const amount = (rnd: Random, maxWhole: number) =>
  (BigInt(rnd.int(1, maxWhole)) * 1_000_000n + BigInt(rnd.int(0, 999_999))).toString();

type Item = { id: number; status?: string; price?: string };
export const itemsOf = (reply: Reply): Item[] =>
  (reply.body as { items?: Item[] } | null)?.items ?? [];

export type Step = (ctx: SimContext) => Promise<StepOutcome>;

export const STEPS = {
  async deposit(ctx) {
    const p = ctx.rnd.pick(ctx.actors.partners);
    const created = await money(ctx, {
      method: 'POST',
      url: '/api/client/deposits',
      token: p.token,
      body: { amount: amount(ctx.rnd, 3_000) },
      key: newKey(),
    });
    if (created.statusCode >= 300)
      return { name: 'deposit', reply: created, allowed: ['VALIDATION_FAILED'] };
    const id = (created.body as { id: number }).id;
    if (ctx.rnd.chance(0.8)) {
      await call(ctx.t.app, {
        method: 'POST',
        url: `/api/client/deposits/${id}/paid`,
        token: p.token,
        body: {},
      });
    }
    const confirmed = await money(ctx, {
      method: 'POST',
      url: `/api/admin/deposits/${id}/confirm`,
      token: ctx.actors.adminToken(),
      body: {},
      key: newKey(),
    });
    return { name: 'deposit+confirm', reply: confirmed, allowed: ['INVALID_STATE'] };
  },

  async purchase(ctx) {
    const p = ctx.rnd.pick(ctx.actors.partners);
    const catalogue = itemsOf(
      await call(ctx.t.app, { method: 'GET', url: '/api/client/packages', token: p.token }),
    );
    const pkg = ctx.rnd.pick(catalogue);
    const reply = await money(ctx, {
      method: 'POST',
      url: '/api/client/packages/purchase',
      token: p.token,
      body: { packageId: pkg.id, acceptOffer: true, acceptPrivacy: true },
      key: newKey(),
    });
    return { name: 'purchase', reply, allowed: ['INSUFFICIENT_FUNDS'] };
  },

  async upgrade(ctx) {
    const p = ctx.rnd.pick(ctx.actors.partners);
    const mine = itemsOf(
      await call(ctx.t.app, { method: 'GET', url: '/api/client/my-packages', token: p.token }),
    ).filter((x) => x.status === 'active');
    if (mine.length === 0) return { name: 'upgrade (none active)', reply: null, allowed: [] };
    const catalogue = itemsOf(
      await call(ctx.t.app, { method: 'GET', url: '/api/client/packages', token: p.token }),
    );
    const reply = await money(ctx, {
      method: 'POST',
      url: '/api/client/packages/upgrade',
      token: p.token,
      body: {
        partnerPackageId: ctx.rnd.pick(mine).id,
        packageId: ctx.rnd.pick(catalogue).id,
        acceptOffer: true,
        acceptPrivacy: true,
      },
      key: newKey(),
    });
    return { name: 'upgrade', reply, allowed: ['INSUFFICIENT_FUNDS', 'VALIDATION_FAILED'] };
  },

  async transfer(ctx) {
    const [from, to] = pickTwo(ctx);
    const reply = await money(ctx, {
      method: 'POST',
      url: '/api/client/transfers',
      token: from.token,
      body: {
        amount: amount(ctx.rnd, 800),
        recipient: ctx.rnd.chance(0.5) ? to.partnerCode : to.login,
        code: ctx.actors.freshCode(from),
      },
      key: newKey(),
    });
    return { name: 'transfer', reply, allowed: ['INSUFFICIENT_FUNDS', 'VALIDATION_FAILED'] };
  },

  async withdraw(ctx) {
    const p = ctx.rnd.pick(ctx.actors.partners);
    const usdt = ctx.rnd.chance(0.5);
    const reply = await money(ctx, {
      method: 'POST',
      url: '/api/client/withdrawals',
      token: p.token,
      body: {
        currency: usdt ? 'USDT' : 'GTC',
        amount: ctx.rnd.chance(0.1) ? units(5) : amount(ctx.rnd, 1_500),
        ...(usdt ? { wallet: WALLET } : {}),
        code: ctx.actors.freshCode(p),
      },
      key: newKey(),
    });
    return {
      name: 'withdraw',
      reply,
      allowed: [
        'WITHDRAWAL_CLOSED',
        'WITHDRAWAL_ALREADY_REQUESTED',
        'LIMIT_EXCEEDED',
        'INSUFFICIENT_FUNDS',
        'VALIDATION_FAILED',
      ],
    };
  },

  async cancelWithdrawal(ctx) {
    const p = ctx.rnd.pick(ctx.actors.partners);
    const pending = itemsOf(
      await call(ctx.t.app, {
        method: 'GET',
        url: '/api/client/withdrawals?status=pending',
        token: p.token,
      }),
    );
    if (pending.length === 0) return { name: 'cancel (none pending)', reply: null, allowed: [] };
    const reply = await money(ctx, {
      method: 'POST',
      url: `/api/client/withdrawals/${ctx.rnd.pick(pending).id}/cancel`,
      token: p.token,
      body: {},
      key: newKey(),
    });
    return { name: 'cancel withdrawal', reply, allowed: [] };
  },

  async processWithdrawal(ctx) {
    const pending = itemsOf(
      await call(ctx.t.app, {
        method: 'GET',
        url: '/api/admin/withdrawals?status=pending',
        token: ctx.actors.adminToken(),
      }),
    );
    if (pending.length === 0) return { name: 'process (none pending)', reply: null, allowed: [] };
    const complete = ctx.rnd.chance(0.6);
    const reply = await money(ctx, {
      method: 'POST',
      url: `/api/admin/withdrawals/${ctx.rnd.pick(pending).id}/${complete ? 'complete' : 'reject'}`,
      token: ctx.actors.adminToken(),
      body: complete ? {} : { reason: 'simulation' },
      key: newKey(),
    });
    return { name: complete ? 'complete withdrawal' : 'reject withdrawal', reply, allowed: [] };
  },

  async adjust(ctx) {
    const p = ctx.rnd.pick(ctx.actors.partners);
    const reply = await money(ctx, {
      method: 'POST',
      url: `/api/admin/partners/${p.id}/balance-adjustments`,
      token: ctx.actors.adminToken(),
      body: {
        currency: ctx.rnd.chance(0.8) ? 'GTC' : 'USDT',
        direction: ctx.rnd.chance(0.7) ? 'credit' : 'debit',
        amount: amount(ctx.rnd, 2_000),
        reason: 'simulation',
      },
      key: newKey(),
    });
    return { name: 'adjust', reply, allowed: ['INSUFFICIENT_FUNDS'] };
  },

  async reverse(ctx) {
    const kind = ctx.rnd.pick(REVERSIBLE_KINDS);
    const list = itemsOf(
      await call(ctx.t.app, {
        method: 'GET',
        url: `/api/admin/transactions?kind=${kind}&pageSize=50`,
        token: ctx.actors.adminToken(),
      }),
    );
    if (list.length === 0) return { name: `reverse (no ${kind})`, reply: null, allowed: [] };
    const reply = await money(ctx, {
      method: 'POST',
      url: `/api/admin/transactions/${ctx.rnd.pick(list).id}/reverse`,
      token: ctx.actors.adminToken(),
      body: { reason: 'simulation' },
      key: newKey(),
    });
    return { name: `reverse ${kind}`, reply, allowed: ['INVALID_STATE', 'INSUFFICIENT_FUNDS'] };
  },

  async runJobs(ctx) {
    await ctx.runJobs();
    return { name: 'run jobs', reply: null, allowed: [] };
  },

  async jump(ctx) {
    const { t, rnd } = ctx;
    if (rnd.chance(0.4)) {
      // To the next withdrawal day, 10:00 server time (UTC).
      const now = t.clock.now();
      const day = [5, 15, 25].find((d) => d > now.getUTCDate());
      const next = day
        ? Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), day, 10)
        : Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 5, 10);
      t.clock.set(new Date(next));
    } else {
      t.clock.advance(rnd.int(1, 72) * 3_600_000);
    }
    await ctx.actors.refreshTokens();
    return { name: `jump to ${t.clock.now().toISOString()}`, reply: null, allowed: [] };
  },

  async retry(ctx) {
    if (!ctx.last) return { name: 'retry (nothing yet)', reply: null, allowed: [] };
    const { reply: firstReply, tokenNow } = ctx.last;
    // Tokens are re-issued after clock jumps: the retry comes from the same caller, signed in now.
    const first = { ...ctx.last.call, token: tokenNow() };
    const again = await call(ctx.t.app, first);
    if (
      again.statusCode !== firstReply.statusCode ||
      JSON.stringify(again.body) !== JSON.stringify(firstReply.body)
    ) {
      throw new Error(
        `retry of ${first.url} answered ${again.statusCode} ${JSON.stringify(again.body)}`,
      );
    }
    // The same key with another body is refused (unknown keys would be stripped: change a value).
    const body = (first.body ?? {}) as Record<string, unknown>;
    const other =
      typeof body.amount === 'string'
        ? { ...body, amount: (BigInt(body.amount) + 1n).toString() }
        : typeof body.reason === 'string'
          ? { ...body, reason: `${body.reason} (changed)` }
          : null;
    if (!other) return { name: `retry ${first.url}`, reply: null, allowed: [] };
    const changed = await call(ctx.t.app, { ...first, body: other });
    if (changed.code !== 'IDEMPOTENCY_KEY_REUSED') {
      throw new Error(
        `reused key on ${first.url} answered ${changed.statusCode} ${JSON.stringify(changed.body)}`,
      );
    }
    return { name: `retry ${first.url}`, reply: changed, allowed: ['IDEMPOTENCY_KEY_REUSED'] };
  },
} satisfies Record<string, Step>;

function pickTwo(ctx: SimContext): [SimPartner, SimPartner] {
  const from = ctx.rnd.pick(ctx.actors.partners);
  const others = ctx.actors.partners.filter((p) => p.id !== from.id);
  return [from, ctx.rnd.pick(others)];
}

/** Weights of the steps: money moves most, retries and jumps often enough to matter. */
export const STEP_WEIGHTS: Record<keyof typeof STEPS, number> = {
  deposit: 3,
  purchase: 3,
  upgrade: 1,
  transfer: 3,
  withdraw: 2,
  cancelWithdrawal: 1,
  processWithdrawal: 1,
  adjust: 2,
  reverse: 1,
  runJobs: 2,
  jump: 2,
  retry: 2,
};
