import { screen, waitFor, within } from '@testing-library/react';
import type { AdminPartnerDetail } from 'shared-api';
import { commonLocales, apiError, findTitle, mockApi, type MockHandler } from 'shared-ui/testing';
import { adminLocales } from '../../i18n/all-languages';
import { ALL_PERMISSIONS, partnerFixture, partnerNetworkFixture } from '../../testing/fixtures';
import { currentAdminReply, renderAdmin, storeAdminSession } from '../../testing/render-admin';

const en = adminLocales.en;
const common = commonLocales.en;

/** The show page of partner 5, answering each GET of the partner with the next of `states`. */
function setup(states: Partial<AdminPartnerDetail>[], handlers: Record<string, MockHandler>) {
  storeAdminSession({ permissions: ALL_PERMISSIONS });
  const replies = states.map((state) => ({ data: partnerFixture(5, state) }));
  const api = mockApi({
    'GET /api/user': currentAdminReply({ permissions: ALL_PERMISSIONS }),
    'GET /api/admin/partners/5': () => (replies.length > 1 ? replies.shift()! : replies[0]!),
    'GET /api/admin/partners/5/network': { data: partnerNetworkFixture() },
    ...handlers,
  });
  const rendered = renderAdmin('/admin/manage/partners/show/5');
  return { api, ...rendered };
}

const confirmText = (text: string) => text.replace('{{login}}', 'partner5');

describe('deactivating and activating a partner', () => {
  it('deactivates after a confirmation, then offers Activate', async () => {
    const { api, user } = setup([{ disabled: false }, { disabled: true }], {
      'POST /api/admin/partners/5/deactivate': { data: partnerFixture(5, { disabled: true }) },
    });
    await findTitle(`${en.routes.partnersShow} partner5`);
    expect(screen.getByTestId('access-state')).toHaveTextContent(en.partners.allowed);

    await user.click(screen.getByRole('button', { name: en.partners.deactivate }));
    const confirm = within(await screen.findByRole('tooltip'));
    expect(confirm.getByText(confirmText(en.partners.deactivateConfirm))).toBeInTheDocument();
    expect(api.requestsTo('POST /api/admin/partners/5/deactivate')).toHaveLength(0);
    await user.click(confirm.getByRole('button', { name: en.partners.deactivate }));

    expect(await screen.findByText(en.partners.deactivated)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('access-state')).toHaveTextContent(en.partners.disabled),
    );
    const [sent] = api.requestsTo('POST /api/admin/partners/5/deactivate');
    expect(sent?.body).toBeUndefined();
    expect(screen.getByRole('button', { name: en.partners.activate })).toBeInTheDocument();
    expect(api.requestsTo('POST /api/admin/partners/5/activate')).toHaveLength(0);
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const { api, user } = setup([{}], {});
    await findTitle(`${en.routes.partnersShow} partner5`);
    await user.click(screen.getByRole('button', { name: en.partners.deactivate }));
    const confirm = within(await screen.findByRole('tooltip'));
    await user.click(confirm.getByRole('button', { name: common.actions.cancel }));
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('activates a deactivated partner and says so', async () => {
    const { api, user } = setup([{ disabled: true }, { disabled: false }], {
      'POST /api/admin/partners/5/activate': { data: partnerFixture(5) },
    });
    await findTitle(`${en.routes.partnersShow} partner5`);
    await user.click(screen.getByRole('button', { name: en.partners.activate }));
    const confirm = within(await screen.findByRole('tooltip'));
    expect(confirm.getByText(confirmText(en.partners.activateConfirm))).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: en.partners.activate }));

    expect(await screen.findByText(en.partners.activated)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('access-state')).toHaveTextContent(en.partners.allowed),
    );
    expect(api.requestsTo('POST /api/admin/partners/5/activate')).toHaveLength(1);
  });

  it('explains a 409 INVALID_STATE (someone else got there first)', async () => {
    const { user } = setup([{}], {
      'POST /api/admin/partners/5/deactivate': apiError(409, 'INVALID_STATE'),
    });
    await findTitle(`${en.routes.partnersShow} partner5`);
    await user.click(screen.getByRole('button', { name: en.partners.deactivate }));
    const confirm = within(await screen.findByRole('tooltip'));
    await user.click(confirm.getByRole('button', { name: en.partners.deactivate }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.partners.alreadyInState);
    expect(screen.queryByText(en.partners.deactivated)).toBeNull();
  });
});
