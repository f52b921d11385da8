import { applyBasisPoints, type PartnerPackage } from 'shared-api/contract';

/** A linear bonus the rules call for: `to` earns `amount` at `level` from `from`'s payment. */
export type ExpectedLinear = { to: number; from: number; level: number; amount: bigint };

type Holding = { linearLevels: number; binaryLimit: bigint; paid: bigint };

/**
 * The simulation's own account of the network, kept from the answers of the calls it made and
 * independent of the server's tables: who sponsored whom, which packages each partner holds, the
 * linear bonuses each payment must pay, and each partner's reward limit over time. The
 * invariants compare the database with it. Packages never finish inside a run (the run checks
 * it stays shorter than a package's period).
 */
export class NetworkModel {
  private readonly sponsors = new Map<number, number | null>();
  private readonly holdings = new Map<number, Map<number, Holding>>();
  private readonly limits = new Map<number, { at: number; limit: bigint }[]>();
  readonly expectedLinear: ExpectedLinear[] = [];

  constructor(private readonly linearLevelsBp: readonly number[]) {}

  addPartner(id: number, sponsorId: number | null): void {
    this.sponsors.set(id, sponsorId);
  }

  sponsorOf(id: number): number | null {
    return this.sponsors.get(id) ?? null;
  }

  /** Active = holds a package (none finish inside a run). */
  isActive(id: number): boolean {
    return (this.holdings.get(id)?.size ?? 0) > 0;
  }

  /**
   * A purchase or upgrade (of the row `upgraded`) the server accepted at `at`: the uplines'
   * linear bonuses on what was paid (levels open for each upline before this payment), then the
   * partner's new holding.
   */
  recordPayment(partnerId: number, answer: PartnerPackage, at: Date, upgraded?: number): void {
    const held = this.holdings.get(partnerId) ?? new Map<number, Holding>();
    const paid = BigInt(answer.paid);
    // An upgrade answers a new package row; what was paid before is on the row it replaces.
    const amount = paid - (upgraded === undefined ? 0n : (held.get(upgraded)?.paid ?? 0n));
    if (upgraded !== undefined) held.delete(upgraded);
    let upline = this.sponsorOf(partnerId);
    for (let level = 1; level <= this.linearLevelsBp.length && upline !== null; level += 1) {
      const share = applyBasisPoints(amount, this.linearLevelsBp[level - 1] ?? 0);
      if (level <= this.openLevels(upline) && share > 0n) {
        this.expectedLinear.push({ to: upline, from: partnerId, level, amount: share });
      }
      upline = this.sponsorOf(upline);
    }
    held.set(answer.id, {
      linearLevels: answer.package.linearLevels,
      binaryLimit: BigInt(answer.package.binaryDailyLimit),
      paid,
    });
    this.holdings.set(partnerId, held);
    const limit = [...held.values()].reduce((m, h) => (h.binaryLimit > m ? h.binaryLimit : m), 0n);
    this.limits.set(partnerId, [
      ...(this.limits.get(partnerId) ?? []),
      { at: at.getTime(), limit },
    ]);
  }

  /** The highest linear levels among the partner's packages (0 without one). */
  openLevels(id: number): number {
    return Math.max(0, ...[...(this.holdings.get(id)?.values() ?? [])].map((h) => h.linearLevels));
  }

  /** The daily reward limit of the partner's highest package at `at` (0 before any). */
  limitAt(id: number, at: Date): bigint {
    const history = (this.limits.get(id) ?? []).filter((l) => l.at <= at.getTime());
    return history.at(-1)?.limit ?? 0n;
  }
}
