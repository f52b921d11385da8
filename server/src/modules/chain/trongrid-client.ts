import { z } from 'zod';

/** One TRC20 transfer as GET /v1/accounts/{address}/transactions/trc20 lists it. */
const trc20TransferSchema = z.object({
  transaction_id: z.string(),
  token_info: z.object({ address: z.string(), decimals: z.number().int().min(0).max(30) }),
  block_timestamp: z.number().int(),
  from: z.string(),
  to: z.string(),
  type: z.string(),
  value: z.string().regex(/^\d{1,40}$/),
});
export type Trc20Transfer = z.infer<typeof trc20TransferSchema>;

const trc20PageSchema = z.object({
  data: z.array(trc20TransferSchema),
  success: z.boolean(),
  meta: z
    .object({
      fingerprint: z.string().optional(),
      links: z.object({ next: z.string() }).partial().optional(),
    })
    .partial()
    .optional(),
});

/** POST /wallet/gettransactioninfobyid: `{}` while the transaction is in no block yet. */
const transactionInfoSchema = z.object({
  blockNumber: z.number().int().optional(),
  receipt: z.object({ result: z.string().optional() }).partial().optional(),
});
export type TransactionInfo = z.infer<typeof transactionInfoSchema>;

/** POST /wallet/getnowblock: the latest block (its number in block_header.raw_data). */
const nowBlockSchema = z.object({
  block_header: z.object({ raw_data: z.object({ number: z.number().int() }) }),
});

/** Pages followed per address in one run (200 transfers each). */
const MAX_PAGES = 5;

/**
 * The subset of a TronGrid-compatible HTTP API the chain watcher uses. Bodies are checked
 * against the documented shapes: an unexpected answer fails the run (retried next tick)
 * rather than crediting anything.
 */
export class TronGridClient {
  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
  ) {}

  /** Incoming USDT transfers to `address` since `minTimestamp` (ms), oldest first. */
  async incomingTransfers(
    address: string,
    contract: string,
    minTimestamp: number,
  ): Promise<Trc20Transfer[]> {
    const query = new URLSearchParams({
      only_to: 'true',
      contract_address: contract,
      min_timestamp: String(minTimestamp),
      order_by: 'block_timestamp,asc',
      limit: '200',
    });
    let url: string | undefined =
      `${this.base()}/v1/accounts/${encodeURIComponent(address)}/transactions/trc20?${query.toString()}`;
    const transfers: Trc20Transfer[] = [];
    for (let page = 0; url && page < MAX_PAGES; page += 1) {
      const body = trc20PageSchema.parse(await this.request('GET', url));
      if (!body.success) throw new Error(`TronGrid answered success=false for ${address}`);
      transfers.push(...body.data);
      url = this.sameOrigin(body.meta?.links?.next, url);
    }
    return transfers.filter(
      (t) => t.type === 'Transfer' && t.to === address && t.token_info.address === contract,
    );
  }

  async transactionInfo(txId: string): Promise<TransactionInfo> {
    return transactionInfoSchema.parse(
      await this.request('POST', `${this.base()}/wallet/gettransactioninfobyid`, { value: txId }),
    );
  }

  async nowBlockNumber(): Promise<number> {
    const body = nowBlockSchema.parse(
      await this.request('POST', `${this.base()}/wallet/getnowblock`, {}),
    );
    return body.block_header.raw_data.number;
  }

  /**
   * The next page's link, only on the API's own origin: the key goes with it, and a stored key
   * goes only to the API it was entered for (PUT /api/admin/settings/chain checks the origin).
   */
  private sameOrigin(next: string | undefined, current: string): string | undefined {
    if (!next) return undefined;
    const resolved = new URL(next, current);
    if (resolved.origin !== new URL(this.base()).origin) {
      throw new Error(`TronGrid next link left the API origin: ${resolved.origin}`);
    }
    return resolved.href;
  }

  private base(): string {
    return this.baseUrl.replace(/\/+$/, '');
  }

  private async request(method: 'GET' | 'POST', url: string, body?: object): Promise<unknown> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.apiKey) headers['TRON-PRO-API-KEY'] = this.apiKey;
    if (body) headers['content-type'] = 'application/json';
    const response = await fetch(url, {
      method,
      headers,
      ...(body ? { body: JSON.stringify(body) } : {}),
      // A redirect would carry the key to wherever it points (fetch keeps custom headers).
      redirect: 'error',
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok)
      throw new Error(`TronGrid ${method} ${new URL(url).pathname}: ${response.status}`);
    return response.json();
  }
}

/** A token amount in its smallest unit → USDT micro-units (6 decimals). */
export function toMicro(value: string, decimals: number): bigint {
  const raw = BigInt(value);
  if (decimals === 6) return raw;
  return decimals > 6 ? raw / 10n ** BigInt(decimals - 6) : raw * 10n ** BigInt(6 - decimals);
}
