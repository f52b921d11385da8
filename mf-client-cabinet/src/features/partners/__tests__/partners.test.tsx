import { screen, waitFor, within } from '@testing-library/react';
import { fillField, findTitle, mockApi } from 'shared-ui/testing';
import { cabinetLocales } from '../../../i18n/all-languages';
import { partnerFixture } from '../../../testing/fixtures';
import { pageReply } from '../../../testing/money-fixtures';
import { downlineFixture } from '../../../testing/network-fixtures';
import { renderCabinet } from '../../../testing/render-cabinet';

const en = cabinetLocales.en;
const PARTNERS = 'GET /api/client/network/partners';
const location = () => screen.getByTestId('location').textContent ?? '';

async function renderList(
  path: string,
  title: string,
  items = [downlineFixture()],
  language: 'en' | 'ru' = 'en',
) {
  const api = mockApi({
    'GET /api/client/me': { data: partnerFixture() },
    [PARTNERS]: pageReply(items),
  });
  const view = renderCabinet(path, { language });
  await findTitle(title);
  await waitFor(() => expect(api.requestsTo(PARTNERS)).toHaveLength(1));
  return { ...view, api };
}

describe('my partners', () => {
  it('lists the active downline with line, status, career status, volume and sponsor', async () => {
    const { api } = await renderList('/client/partners', en.routes.partners.title, [
      downlineFixture(),
      downlineFixture({
        id: 22,
        login: 'boris',
        line: 2,
        careerStatus: 'Bronze',
        sponsorLogin: 'anna',
        volume: '2500000000',
      }),
    ]);
    expect(api.requestsTo(PARTNERS)[0]?.params).toEqual({ active: 'true', page: 1, pageSize: 20 });
    const boris = within((await screen.findByText('boris')).closest('tr')!);
    expect(boris.getByText('Bronze')).toBeInTheDocument();
    expect(boris.getByText('2,500.00 GTC')).toBeInTheDocument();
    expect(boris.getByText('anna')).toBeInTheDocument();
    expect(boris.getByText(en.partners.active)).toBeInTheDocument();
    expect(screen.getByTestId('partners-total')).toHaveTextContent('2 partners');
  });

  it("shows the career status by its name in the user's language", async () => {
    const boris = downlineFixture({
      id: 22,
      login: 'boris',
      careerStatus: 'Bronze',
      careerStatusI18n: { ru: 'Бронза', en: 'Bronze' },
    });
    const ru = cabinetLocales.ru;
    await renderList('/client/partners', ru.routes.partners.title, [boris], 'ru');
    const row = within((await screen.findByText('boris')).closest('tr')!);
    expect(row.getByText('Бронза')).toBeInTheDocument();
    expect(row.queryByText('Bronze')).not.toBeInTheDocument();
  });

  it('filters by line and searches, with both in the URL', async () => {
    const { user, api } = await renderList('/client/partners', en.routes.partners.title);
    await user.click(screen.getByLabelText(en.partners.filters.line));
    await user.click(await screen.findByText('Line 2', { selector: '.ant-select-item *' }));
    await waitFor(() => expect(location()).toBe('/client/partners?line=2'));

    await fillField(user, screen.getByLabelText(en.partners.filters.search), ' ann ');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/client/partners?line=2&search=ann'));
    await waitFor(() =>
      expect(api.requestsTo(PARTNERS).at(-1)?.params).toEqual({
        active: 'true',
        line: 2,
        search: 'ann',
        page: 1,
        pageSize: 20,
      }),
    );
  });

  it('offers to clear filters that match nobody', async () => {
    const { user } = await renderList(
      '/client/partners?line=6&search=zz',
      en.routes.partners.title,
      [],
    );
    expect(await screen.findByText(en.partners.emptyFiltered)).toBeInTheDocument();
    expect(screen.getByLabelText(en.partners.filters.search)).toHaveValue('zz');
    await user.click(screen.getByRole('button', { name: en.partners.clear }));
    await waitFor(() => expect(location()).toBe('/client/partners'));
    await waitFor(() => expect(screen.getByLabelText(en.partners.filters.search)).toHaveValue(''));
  });
});

describe('deactivated partners', () => {
  it('lists the inactive downline', async () => {
    const { api } = await renderList(
      '/client/partners/deactivated',
      en.routes.partnersDeactivated.title,
      [downlineFixture({ active: false, login: 'sleepy' })],
    );
    expect(api.requestsTo(PARTNERS)[0]?.params).toEqual({ active: 'false', page: 1, pageSize: 20 });
    const row = within((await screen.findByText('sleepy')).closest('tr')!);
    expect(row.getByText(en.partners.inactive)).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    await renderList('/client/partners/deactivated', en.routes.partnersDeactivated.title, []);
    expect(await screen.findByText(en.partners.emptyDeactivated)).toBeInTheDocument();
  });
});
