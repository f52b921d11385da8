/** A package payment (purchase or upgrade) as the network programmes see it. */
export type PackagePayment = {
  partnerId: number;
  /** GTC micro-units paid. */
  amount: bigint;
  /** The paying ledger transaction (natural keys of bonuses derive from it). */
  transactionId: number;
  at: Date;
};
