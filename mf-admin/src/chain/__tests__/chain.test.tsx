import { screen, waitFor, within } from '@testing-library/react';
import type { ChainTransfer, Permission } from 'shared-api';
import { apiError, commonLocales, findTitle, mockApi, type MockHandler } from 'shared-ui/testing';
import { adminLocales } from '../../i18n/all-languages';
import { ALL_PERMISSIONS, pageReply } from '../../testing/fixtures';
import { currentAdminReply, renderAdmin, storeAdminSession } from '../../testing/render-admin';

const en = adminLocales.en;
const common = commonLocales.en;
const HASH = 'a'.repeat(64);

function transfer(id: number, patch: Partial<ChainTransfer> = {}): ChainTransfer {
  return {
    id,
    depositId: 30 + id,
    partner: { id: 5, login: 'partner5' },
    txHash: HASH,
    explorerUrl: `https://tronscan.org/#/transaction/${HASH}`,
    fromAddress: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
    toAddress: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
    amount: '90000000',
    requested: '100000000',
    blockTimestamp: '2026-11-25T08:00:00.000Z',
    blockNumber: 100,
    status: 'review',
    reason: 'underpaid',
    seenAt: '2026-11-25T08:00:05.000Z',
    settledAt: null,
    credit: null,
    ...patch,
  };
}

function setup(
  handlers: Record<string, MockHandler>,
  permissions: readonly Permission[] = ALL_PERMISSIONS,
) {
  storeAdminSession({ permissions });
  return mockApi({ 'GET /api/user': currentAdminReply({ permissions }), ...handlers });
}

const row = (depositId: number) =>
  within(screen.getByRole('link', { name: `#${depositId}` }).closest('tr')!);

describe('transactions/chain', () => {
  it('shows why a payment waits, links Tronscan, and credits it after a confirmation', async () => {
    let decided = false;
    const api = setup({
      'GET /api/admin/chain-transfers': () =>
        pageReply([decided ? transfer(1, { status: 'credited', reason: null }) : transfer(1)]),
      'POST /api/admin/chain-transfers/1/credit': () => {
        decided = true;
        return { data: transfer(1, { status: 'credited', reason: null, credit: '94000000' }) };
      },
    });
    const { user } = renderAdmin('/admin/manage/transactions/chain?status=review');
    await findTitle(en.routes.chainTransfers);
    await screen.findByRole('link', { name: '#31' });
    expect(api.requestsTo('GET /api/admin/chain-transfers')[0]?.params).toEqual({
      page: 1,
      pageSize: 20,
      status: 'review',
    });
    expect(row(31).getByText(en.chain.reasons.underpaid)).toBeInTheDocument();
    expect(row(31).getByText('90.00 USDT')).toBeInTheDocument();
    expect(row(31).getByText('100.00 USDT')).toBeInTheDocument();
    expect(row(31).getByRole('link', { name: en.chain.explorer })).toHaveAttribute(
      'href',
      `https://tronscan.org/#/transaction/${HASH}`,
    );

    await user.click(row(31).getByRole('button', { name: en.chain.credit }));
    expect(api.requestsTo('POST /api/admin/chain-transfers/1/credit')).toHaveLength(0);
    const confirm = within(await screen.findByRole('tooltip'));
    await user.click(confirm.getByRole('button', { name: en.chain.credit }));

    await waitFor(() => expect(row(31).getByText(en.chain.statuses.credited)).toBeInTheDocument());
    expect(api.requestsTo('POST /api/admin/chain-transfers/1/credit')).toHaveLength(1);
    expect(row(31).queryByRole('button', { name: en.chain.credit })).toBeNull();
  });

  it('a payment decided meanwhile refreshes the list instead of failing', async () => {
    let calls = 0;
    const api = setup({
      'GET /api/admin/chain-transfers': () => {
        calls += 1;
        return pageReply([
          calls === 1 ? transfer(2) : transfer(2, { status: 'dismissed', reason: 'underpaid' }),
        ]);
      },
      'POST /api/admin/chain-transfers/2/dismiss': apiError(409, 'INVALID_STATE'),
    });
    const { user } = renderAdmin('/admin/manage/transactions/chain');
    await screen.findByRole('link', { name: '#32' });
    await user.click(row(32).getByRole('button', { name: en.chain.dismiss }));
    await user.click(
      within(await screen.findByRole('tooltip')).getByRole('button', { name: en.chain.dismiss }),
    );
    await waitFor(() => expect(row(32).getByText(en.chain.statuses.dismissed)).toBeInTheDocument());
    expect(api.requestsTo('POST /api/admin/chain-transfers/2/dismiss')).toHaveLength(1);
    expect(await screen.findByText(en.chain.stateRefused)).toBeInTheDocument();
  });

  it('offers no decision without update-transactions', async () => {
    setup({ 'GET /api/admin/chain-transfers': pageReply([transfer(3)]) }, ['view-transactions']);
    renderAdmin('/admin/manage/transactions/chain');
    await screen.findByRole('link', { name: '#33' });
    expect(row(33).queryByRole('button', { name: en.chain.credit })).toBeNull();
    expect(row(33).getByText(en.chain.statuses.review)).toBeInTheDocument();
  });
});

const SETTINGS = {
  xpub: '',
  apiUrl: '',
  confirmations: 19,
  usdtContract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  apiKeySet: true,
};

describe('settings/chain', () => {
  it('says the watcher is off, keeps the stored key when the field is empty, and turns on', async () => {
    const api = setup({
      'GET /api/admin/settings/chain': { data: SETTINGS },
      'PUT /api/admin/settings/chain': ({ body }) => ({
        data: { ...(body as object), apiKeySet: true },
      }),
    });
    const { user } = renderAdmin('/admin/manage/settings/chain');
    await findTitle(en.routes.settingsChain);
    expect(await screen.findByTestId('watcher-state')).toHaveTextContent(
      en.chainSettings.watcherOff,
    );
    await user.type(screen.getByLabelText(en.chainSettings.xpub), 'xpub6Example');
    await user.type(screen.getByLabelText(en.chainSettings.apiUrl), 'https://api.trongrid.io');
    await user.click(screen.getByRole('button', { name: /save/i }));

    await waitFor(() => expect(api.requestsTo('PUT /api/admin/settings/chain')).toHaveLength(1));
    const body = api.requestsTo('PUT /api/admin/settings/chain')[0]?.body;
    expect(body).toEqual({
      xpub: 'xpub6Example',
      apiUrl: 'https://api.trongrid.io',
      confirmations: 19,
      usdtContract: SETTINGS.usdtContract,
    });
    await waitFor(() =>
      expect(screen.getByTestId('watcher-state')).toHaveTextContent(
        en.chainSettings.watcherOn.replace('{{count}}', '19'),
      ),
    );
  });

  it('removes the stored key on request and shows a server refusal beside its field', async () => {
    const api = setup({
      'GET /api/admin/settings/chain': { data: SETTINGS },
      'PUT /api/admin/settings/chain': apiError(422, 'VALIDATION_FAILED', { xpub: 'invalidXpub' }),
    });
    const { user } = renderAdmin('/admin/manage/settings/chain');
    await user.type(await screen.findByLabelText(en.chainSettings.xpub), 'xprv-not-public');
    await user.click(screen.getByRole('checkbox', { name: en.chainSettings.removeApiKey }));
    await user.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(api.requestsTo('PUT /api/admin/settings/chain')).toHaveLength(1));
    expect(api.requestsTo('PUT /api/admin/settings/chain')[0]?.body).toMatchObject({
      apiKey: '',
      xpub: 'xprv-not-public',
    });
    const field = screen.getByLabelText(en.chainSettings.xpub).closest('.ant-form-item')!;
    await waitFor(() =>
      expect(field.querySelector('.ant-form-item-explain')).toHaveTextContent(
        common.validation.invalidXpub,
      ),
    );
  });

  it('asks for the stored key again beside its field when the API moves to another address', async () => {
    const api = setup({
      'GET /api/admin/settings/chain': { data: { ...SETTINGS, apiKeySet: true } },
      'PUT /api/admin/settings/chain': apiError(422, 'VALIDATION_FAILED', { apiKey: 'required' }),
    });
    const { user } = renderAdmin('/admin/manage/settings/chain');
    expect(await screen.findByText(en.chainSettings.apiKeyStored)).toBeVisible();
    const url = screen.getByLabelText(en.chainSettings.apiUrl);
    await user.clear(url);
    await user.type(url, 'https://tron.example.com');
    await user.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(api.requestsTo('PUT /api/admin/settings/chain')).toHaveLength(1));
    expect(api.requestsTo('PUT /api/admin/settings/chain')[0]?.body).not.toHaveProperty('apiKey');
    const field = screen.getByLabelText(en.chainSettings.apiKey).closest('.ant-form-item')!;
    await waitFor(() => expect(field.querySelector('.ant-form-item-explain-error')).not.toBeNull());
  });
});
