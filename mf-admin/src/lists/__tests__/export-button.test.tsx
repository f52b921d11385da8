import { screen, waitFor, within } from '@testing-library/react';
import { apiError, commonLocales, findTitle, mockApi, type MockHandler } from 'shared-ui/testing';
import { adminLocales } from '../../i18n/all-languages';
import { ALL_PERMISSIONS, pageReply } from '../../testing/fixtures';
import { depositFixture } from '../../testing/money-fixtures';
import { currentAdminReply, renderAdmin, storeAdminSession } from '../../testing/render-admin';

const en = adminLocales.en;

function setup(handlers: Record<string, MockHandler>) {
  storeAdminSession({ permissions: ALL_PERMISSIONS });
  return mockApi({
    'GET /api/user': currentAdminReply({ permissions: ALL_PERMISSIONS }),
    'GET /api/admin/deposits': pageReply([depositFixture(7)]),
    ...handlers,
  });
}

// jsdom has no object URLs and does not navigate: record what the browser would save.
const saved: string[] = [];
beforeEach(() => {
  saved.length = 0;
  URL.createObjectURL = jest.fn(() => 'blob:export');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});
afterEach(() => jest.restoreAllMocks());

const exportButton = () =>
  within(screen.getByRole('main')).getByRole('button', { name: new RegExp(en.list.export) });

describe('the list export button', () => {
  it("requests the export with the screen's current filters and saves the file", async () => {
    const api = setup({ 'GET /api/admin/deposits/export': { data: new Blob(['ID\r\n']) } });
    const { user } = renderAdmin(
      '/admin/manage/transactions/deposit?status=pending&partnerId=5&from=2026-01-01&page=2',
    );
    await findTitle(en.routes.deposits);
    await screen.findByLabelText(`${en.actions.view} #7`);

    await user.click(exportButton());

    await waitFor(() => expect(saved).toEqual(['deposits.csv']));
    const [sent] = api.requestsTo('GET /api/admin/deposits/export');
    // The filters the list shows, without its page: the export is every matching row.
    expect(sent?.params).toEqual({ status: 'pending', partnerId: '5', from: '2026-01-01' });
    expect(sent?.headers.Authorization ?? sent?.headers.authorization).toBe('Bearer admin-token');
    expect(exportButton()).toBeEnabled();
  });

  it('shows a failed export as an error under the button', async () => {
    setup({ 'GET /api/admin/deposits/export': apiError(500, 'INTERNAL') });
    const { user } = renderAdmin('/admin/manage/transactions/deposit');
    await findTitle(en.routes.deposits);

    await user.click(exportButton());

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});

describe('a refused export', () => {
  it('says why, from the JSON body axios hands over as a Blob', async () => {
    // app.ts rate limit: 429 TOO_MANY_ATTEMPTS; a `responseType: 'blob'` request gets the
    // error body as a Blob, not as parsed JSON.
    const body = { error: { code: 'TOO_MANY_ATTEMPTS', message: 'Too many requests' } };
    setup({
      'GET /api/admin/deposits/export': {
        status: 429,
        data: new Blob([JSON.stringify(body)], { type: 'application/json' }),
      },
    });
    const { user } = renderAdmin('/admin/manage/transactions/deposit');
    await findTitle(en.routes.deposits);

    await user.click(exportButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      commonLocales.en.errors.TOO_MANY_ATTEMPTS,
    );
    expect(saved).toEqual([]);
  });
});
