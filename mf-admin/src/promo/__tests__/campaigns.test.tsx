import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { units, type Language, type Permission } from 'shared-api';
import { LANGUAGE_NAMES } from 'shared-ui';
import {
  apiError,
  commonLocales,
  expectFieldMessage,
  fillField,
  findTitle,
  mockApi,
  type MockHandler,
} from 'shared-ui/testing';
import { adminLocales } from '../../i18n/all-languages';
import { ALL_PERMISSIONS } from '../../testing/fixtures';
import { campaignFixture } from '../../testing/promo-fixtures';
import { currentAdminReply, renderAdmin, storeAdminSession } from '../../testing/render-admin';

const en = adminLocales.en;
const c = en.promo.campaigns;
const common = commonLocales.en;
const VIEW_ONLY: Permission[] = ['partners_promo_view'];

function setup(
  handlers: Record<string, MockHandler>,
  permissions: readonly Permission[] = ALL_PERMISSIONS,
) {
  storeAdminSession({ permissions });
  return mockApi({ 'GET /api/user': currentAdminReply({ permissions }), ...handlers });
}

const campaigns = (...items: unknown[]) => ({ data: { items } });
const field = (label: string) => screen.getByLabelText(label);
const tier = (name: 'threshold' | 'prize', level: number) =>
  c.tierField.replace('{{field}}', c.columns[name]).replace('{{level}}', String(level));
const dialog = () => within(screen.getByRole('dialog'));
const save = () => dialog().getByRole('button', { name: common.actions.save });
/** A per-language input: "Name (Deutsch)", "Prize, level 1 (Русский)". */
const inLanguage = (label: string, lang: Language) => `${label} (${LANGUAGE_NAMES[lang]})`;
const nameIn = (lang: Language) => inLanguage(c.columns.name, lang);
const prizeIn = (level: number, lang: Language = 'ru') => inLanguage(tier('prize', level), lang);

/** Types a moment into an antd date-time picker (no confirm step) and leaves the field. */
async function pickMoment(user: UserEvent, label: string, text: string) {
  await fillField(user, field(label), text);
  await user.keyboard('{Enter}');
}

describe('promo-partners, campaigns tab', () => {
  it('lists the campaigns with their dates, state and levels', async () => {
    const api = setup({
      'GET /api/admin/promo/campaigns': campaigns(
        campaignFixture(2, {
          name: 'Launch',
          tiers: [
            { level: 1, threshold: units(5000), prize: 'x', prizeI18n: { ru: 'Слиток 1 г' } },
            {
              level: 2,
              threshold: units(10_000),
              prize: 'x',
              prizeI18n: { ru: 'Слиток 3 г', en: '3 g gold bar' },
            },
          ],
        }),
        campaignFixture(3, {
          name: 'Next',
          startsAt: '2099-01-01T00:00:00.000Z',
          endsAt: '2099-02-01T00:00:00.000Z',
        }),
      ),
    });
    const { user } = renderAdmin('/admin/manage/promo-partners?tab=campaigns');
    await findTitle(en.routes.promoPartners);
    const launch = within((await screen.findByText('Launch')).closest('tr')!);
    expect(launch.getByText(c.states.ended)).toBeInTheDocument();
    expect(launch.getByText('2')).toBeInTheDocument();
    const next = within(screen.getByText('Next').closest('tr')!);
    expect(next.getByText(c.states.upcoming)).toBeInTheDocument();
    // The partners tab is not mounted: it asks for nothing.
    expect(api.requestsTo('GET /api/admin/promo/partners')).toHaveLength(0);

    await user.click(launch.getByRole('button', { name: /expand/i }));
    expect(await screen.findByText('10,000.00 GTC')).toBeInTheDocument();
    // Prizes in the admin's language, Russian where it is missing.
    expect(screen.getByText('3 g gold bar')).toBeInTheDocument();
    expect(screen.getByText('Слиток 1 г')).toBeInTheDocument();
  });

  it('hides create and edit without partners_promo_create', async () => {
    setup({ 'GET /api/admin/promo/campaigns': campaigns(campaignFixture(2)) }, VIEW_ONLY);
    renderAdmin('/admin/manage/promo-partners?tab=campaigns');
    await screen.findByText('Campaign 2');
    expect(screen.queryByRole('button', { name: c.create })).toBeNull();
    expect(screen.queryByRole('button', { name: `${en.actions.edit} Campaign 2` })).toBeNull();
  });

  it('switching tabs keeps the tab in the URL', async () => {
    setup({
      'GET /api/admin/promo/campaigns': campaigns(),
      'GET /api/admin/promo/partners': { data: { items: [], total: 0 } },
    });
    const { user } = renderAdmin('/admin/manage/promo-partners');
    await screen.findByText(en.promo.partnersEmpty);
    await user.click(screen.getByRole('tab', { name: en.promo.tabs.campaigns }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/admin/manage/promo-partners?tab=campaigns',
    );
    expect(await screen.findByText(c.empty)).toBeInTheDocument();
  });
});

describe('campaign create and edit', () => {
  it('flags a missing name, bad amounts, levels out of order and an end before the start', async () => {
    const api = setup({ 'GET /api/admin/promo/campaigns': campaigns() });
    const { user } = renderAdmin('/admin/manage/promo-partners?tab=campaigns');
    await user.click(await screen.findByRole('button', { name: c.create }));
    await user.click(save());
    await expectFieldMessage(nameIn('ru'), common.validation.required);
    await expectFieldMessage(c.columns.startsAt, common.validation.required);
    await expectFieldMessage(tier('threshold', 1), common.validation.required);
    await expectFieldMessage(prizeIn(1), common.validation.required);

    await pickMoment(user, c.columns.startsAt, '2026-06-01 00:00');
    await pickMoment(user, c.columns.endsAt, '2026-05-01 00:00');
    await expectFieldMessage(c.columns.endsAt, c.form.endBeforeStart);

    await fillField(user, field(tier('threshold', 1)), '10.1234567');
    await expectFieldMessage(tier('threshold', 1), common.validation.invalidAmount);
    await fillField(user, field(tier('threshold', 1)), '5000');
    await user.click(dialog().getByRole('button', { name: c.addTier }));
    await fillField(user, field(tier('threshold', 2)), '5000');
    await expectFieldMessage(tier('threshold', 2), c.form.thresholdOrder);
    expect(api.requestsTo('POST /api/admin/promo/campaigns')).toHaveLength(0);
  });

  it('sends the dates as UTC and thresholds in micro-units, levels in order, then reloads', async () => {
    let created = false;
    const saved = campaignFixture(9, { name: 'Winter' });
    const api = setup({
      'GET /api/admin/promo/campaigns': () => campaigns(...(created ? [saved] : [])),
      'POST /api/admin/promo/campaigns': () => {
        created = true;
        return { status: 201, data: saved };
      },
    });
    const { user } = renderAdmin('/admin/manage/promo-partners?tab=campaigns');
    await user.click(await screen.findByRole('button', { name: c.create }));
    await fillField(user, field(nameIn('ru')), ' Зима ');
    await fillField(user, field(nameIn('en')), 'Winter');
    await pickMoment(user, c.columns.startsAt, '2026-12-01 00:00');
    await pickMoment(user, c.columns.endsAt, '2027-02-28 23:59');
    await fillField(user, field(tier('threshold', 1)), '5 000');
    await fillField(user, field(prizeIn(1)), 'Слиток 1 г');
    await fillField(user, field(prizeIn(1, 'en')), '1 g gold bar');
    await user.click(dialog().getByRole('button', { name: c.addTier }));
    await fillField(user, field(tier('threshold', 2)), '10000.5');
    await fillField(user, field(prizeIn(2)), 'Перелёт до 1200 USD');
    await user.click(save());

    await waitFor(() => expect(api.requestsTo('POST /api/admin/promo/campaigns')).toHaveLength(1));
    expect(api.requestsTo('POST /api/admin/promo/campaigns')[0]?.body).toEqual({
      nameI18n: { ru: 'Зима', en: 'Winter' },
      startsAt: new Date(2026, 11, 1, 0, 0).toISOString(),
      endsAt: new Date(2027, 1, 28, 23, 59).toISOString(),
      tiers: [
        { threshold: units(5000), prizeI18n: { ru: 'Слиток 1 г', en: '1 g gold bar' } },
        { threshold: '10000500000', prizeI18n: { ru: 'Перелёт до 1200 USD' } },
      ],
    });
    expect(await screen.findByText('Winter')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's refusal of a level's threshold beside that level", async () => {
    const campaign = campaignFixture(2, { name: 'Launch' });
    // campaign-input.ts: two levels with one threshold, named by the index of the level sent.
    const api = setup({
      'GET /api/admin/promo/campaigns': campaigns(campaign),
      'PUT /api/admin/promo/campaigns/2': apiError(422, 'VALIDATION_FAILED', {
        'tiers.1.threshold': 'invalidAmount',
      }),
    });
    const { user } = renderAdmin('/admin/manage/promo-partners?tab=campaigns');
    await user.click(await screen.findByRole('button', { name: `${en.actions.edit} Launch` }));
    await user.click(save());
    await waitFor(() => expect(api.requestsTo('PUT /api/admin/promo/campaigns/2')).toHaveLength(1));
    await expectFieldMessage(tier('threshold', 2), common.validation.invalidAmount);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('edits a campaign from its stored values, a removed level included', async () => {
    const campaign = campaignFixture(2, { name: 'Launch' });
    const api = setup({
      'GET /api/admin/promo/campaigns': campaigns(campaign),
      'PUT /api/admin/promo/campaigns/2': { data: campaign },
    });
    const { user } = renderAdmin('/admin/manage/promo-partners?tab=campaigns');
    await user.click(await screen.findByRole('button', { name: `${en.actions.edit} Launch` }));
    expect(field(nameIn('ru'))).toHaveValue('Launch');
    expect(field(tier('threshold', 2))).toHaveValue('10000');
    expect(field(prizeIn(2))).toHaveValue('3 g gold bar');

    await user.click(
      dialog().getByRole('button', { name: c.removeTier.replace('{{level}}', '1') }),
    );
    await user.click(save());
    await waitFor(() => expect(api.requestsTo('PUT /api/admin/promo/campaigns/2')).toHaveLength(1));
    expect(api.requestsTo('PUT /api/admin/promo/campaigns/2')[0]?.body).toEqual({
      nameI18n: { ru: 'Launch' },
      startsAt: '2025-05-10T00:00:00.000Z',
      endsAt: '2025-08-10T23:59:00.000Z',
      tiers: [{ threshold: units(10_000), prizeI18n: { ru: '3 g gold bar' } }],
    });
  });
});
