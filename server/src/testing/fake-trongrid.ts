import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** USDT on TRON mainnet, as TronGrid reports it in token_info. */
export const USDT_CONTRACT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

export type FakeTransfer = {
  txId: string;
  from: string;
  to: string;
  /** Token units (USDT: 6 decimals), as TronGrid's `value` string. */
  value: string;
  blockTimestamp: number;
  /** Null: broadcast but in no block yet (gettransactioninfobyid answers {}). */
  blockNumber: number | null;
  contract?: string;
  /** The contract call's result; SUCCESS unless a test makes it fail. */
  result?: 'SUCCESS' | 'REVERT';
};

/**
 * A local HTTP server speaking the subset of the TronGrid API the chain watcher uses, with
 * bodies shaped as TronGrid's documentation shows them:
 * GET /v1/accounts/{address}/transactions/trc20, POST /wallet/gettransactioninfobyid,
 * POST /wallet/getnowblock. Tests add transfers, move the head block and make calls fail.
 */
export class FakeTronGrid {
  readonly transfers: FakeTransfer[] = [];
  headBlock = 1_000_000;
  /** Every request's method and path, with the API key header it carried. */
  readonly calls: { method: string; path: string; apiKey: string | undefined }[] = [];
  /** Makes the next N gettransactioninfobyid calls after `afterOk` good ones answer 500. */
  private failInfo: { afterOk: number; remaining: number } | null = null;

  private constructor(private readonly server: Server) {}

  static async start(): Promise<FakeTronGrid> {
    let fake: FakeTronGrid | null = null;
    const server = createServer((req, res) => {
      if (fake) void fake.handle(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    fake = new FakeTronGrid(server);
    return fake;
  }

  get url(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  add(transfer: FakeTransfer): FakeTransfer {
    this.transfers.push(transfer);
    return transfer;
  }

  failTransactionInfo(afterOk: number, times = 1): void {
    this.failInfo = { afterOk, remaining: times };
  }

  close(): Promise<void> {
    return new Promise((resolve, reject) =>
      this.server.close((err) => (err ? reject(err) : resolve())),
    );
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const apiKey = req.headers['tron-pro-api-key'];
    this.calls.push({
      method: req.method ?? '',
      path: url.pathname,
      apiKey: typeof apiKey === 'string' ? apiKey : undefined,
    });
    const body = req.method === 'POST' ? await readJson(req) : {};
    const account = /^\/v1\/accounts\/([^/]+)\/transactions\/trc20$/.exec(url.pathname);
    if (req.method === 'GET' && account?.[1]) {
      return send(res, 200, this.trc20Page(decodeURIComponent(account[1]), url.searchParams));
    }
    if (req.method === 'POST' && url.pathname === '/wallet/getnowblock') {
      return send(res, 200, nowBlock(this.headBlock));
    }
    if (req.method === 'POST' && url.pathname === '/wallet/gettransactioninfobyid') {
      if (this.failInfo) {
        if (this.failInfo.afterOk > 0) this.failInfo.afterOk -= 1;
        else {
          this.failInfo.remaining -= 1;
          if (this.failInfo.remaining <= 0) this.failInfo = null;
          return send(res, 500, { Error: 'fake outage' });
        }
      }
      const id = typeof body.value === 'string' ? body.value : '';
      const transfer = this.transfers.find((t) => t.txId === id);
      return send(res, 200, transfer ? transactionInfo(transfer) : {});
    }
    send(res, 404, { Error: 'not found' });
  }

  /** Shaped as https://developers.tron.network/reference/get-trc20-transaction-info-by-account-address */
  private trc20Page(address: string, query: URLSearchParams): object {
    const onlyTo = query.get('only_to') === 'true';
    const contract = query.get('contract_address');
    const minTimestamp = Number(query.get('min_timestamp') ?? 0);
    const data = this.transfers
      .filter(
        (t) =>
          (t.to === address || (!onlyTo && t.from === address)) &&
          (!contract || (t.contract ?? USDT_CONTRACT) === contract) &&
          t.blockTimestamp >= minTimestamp,
      )
      .map((t) => ({
        transaction_id: t.txId,
        token_info: {
          symbol: 'USDT',
          address: t.contract ?? USDT_CONTRACT,
          decimals: 6,
          name: 'Tether USD',
        },
        block_timestamp: t.blockTimestamp,
        from: t.from,
        to: t.to,
        type: 'Transfer',
        value: t.value,
      }));
    return { data, success: true, meta: { at: Date.now(), page_size: data.length } };
  }
}

function transactionInfo(t: FakeTransfer): object {
  if (t.blockNumber === null) return {};
  return {
    id: t.txId,
    fee: 13_844_850,
    blockNumber: t.blockNumber,
    blockTimeStamp: t.blockTimestamp,
    contractResult: ['0000000000000000000000000000000000000000000000000000000000000001'],
    contract_address: '41a614f803b6fd780986a42c78ec9c7f77e6ded13c',
    receipt: {
      energy_fee: 13_844_850,
      energy_usage_total: 64_285,
      net_usage: 345,
      result: t.result ?? 'SUCCESS',
    },
    log: [],
  };
}

/** Shaped as https://developers.tron.network/reference/getnowblock-1 */
function nowBlock(number: number): object {
  return {
    blockID: number.toString(16).padStart(64, '0'),
    block_header: {
      raw_data: {
        number,
        txTrieRoot: '0'.repeat(64),
        witness_address: '41' + '0'.repeat(40),
        parentHash: (number - 1).toString(16).padStart(64, '0'),
        version: 30,
        timestamp: Date.now(),
      },
      witness_signature: '0'.repeat(130),
    },
  };
}

function send(res: ServerResponse, status: number, body: object): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  const parsed: unknown = JSON.parse(text);
  return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
}
