import { screen, waitFor, within } from '@testing-library/react';
import { units, type Language, type Permission } from 'shared-api';
import { LANGUAGE_NAMES } from 'shared-ui';
import {
  commonLocales,
  apiError,
  expectFieldMessage,
  fillField,
  findTitle,
  mockApi,
  type MockHandler,
} from 'shared-ui/testing';
import { adminLocales } from '../../i18n/all-languages';
import { careerStatusFixture } from '../../testing/career-fixtures';
import { ALL_PERMISSIONS } from '../../testing/fixtures';
import { currentAdminReply, renderAdmin, storeAdminSession } from '../../testing/render-admin';

const en = adminLocales.en;
const col = en.career.columns;
const common = commonLocales.en;
/** The name input of one language: "Name (Deutsch)". */
const nameIn = (lang: Language) => `${col.name} (${LANGUAGE_NAMES[lang]})`;

function setup(
  handlers: Record<string, MockHandler>,
  permissions: readonly Permission[] = ALL_PERMISSIONS,
) {
  storeAdminSession({ permissions });
  return mockApi({ 'GET /api/user': currentAdminReply({ permissions }), ...handlers });
}

const statuses = (...items: unknown[]) => ({ data: { items } });
const field = (label: string) => screen.getByLabelText(label);
const dialog = () => within(screen.getByRole('dialog'));
const save = () => dialog().getByRole('button', { name: common.actions.save });
const CAREER_TAB = '/admin/manage/packages?tab=career';

describe('packages, career statuses tab', () => {
  it('lists the statuses with their thresholds and rewards in GTC', async () => {
    const api = setup({
      'GET /api/admin/career/statuses': statuses(
        careerStatusFixture(1),
        careerStatusFixture(2, {
          name: 'Silver',
          secondaryBranches: 2,
          secondaryThreshold: units(5000),
        }),
      ),
    });
    renderAdmin(CAREER_TAB);
    await findTitle(en.routes.packages);
    const bronze = within((await screen.findByText('Bronze')).closest('tr')!);
    expect(bronze.getByText('500.00 GTC')).toBeInTheDocument();
    expect(bronze.getByText('100.00 GTC')).toBeInTheDocument();
    expect(bronze.getByText('20.00 GTC')).toBeInTheDocument();
    const silver = within(screen.getByText('Silver').closest('tr')!);
    expect(silver.getByText(/^2 ×/).closest('span')).toHaveTextContent('2 × 5,000.00 GTC');
    // The catalogue tab is not mounted, and its create button is not offered here.
    expect(api.requestsTo('GET /api/admin/packages')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: en.packages.create })).toBeNull();
  });

  it('switching to the tab puts it in the URL', async () => {
    setup({
      'GET /api/admin/packages': { data: { items: [], total: 0 } },
      'GET /api/admin/career/statuses': statuses(careerStatusFixture(1)),
    });
    const { user } = renderAdmin('/admin/manage/packages');
    await screen.findByText(en.packages.empty);
    await user.click(screen.getByRole('tab', { name: en.career.tabs.statuses }));
    expect(screen.getByTestId('location')).toHaveTextContent(CAREER_TAB);
    expect(await screen.findByText('Bronze')).toBeInTheDocument();
  });

  it('hides edit without update-packages', async () => {
    setup({ 'GET /api/admin/career/statuses': statuses(careerStatusFixture(1)) }, [
      'view-packages',
    ]);
    renderAdmin(CAREER_TAB);
    await screen.findByText('Bronze');
    expect(screen.queryByRole('button', { name: `${en.actions.edit} Bronze` })).toBeNull();
  });

  it('a failed load says so', async () => {
    setup({ 'GET /api/admin/career/statuses': apiError(500, 'INTERNAL') });
    renderAdmin(CAREER_TAB);
    expect(await screen.findByText(en.career.loadFailed)).toBeInTheDocument();
  });
});

describe('career status edit', () => {
  it('validates the amounts and the branch count before sending', async () => {
    const api = setup({ 'GET /api/admin/career/statuses': statuses(careerStatusFixture(1)) });
    const { user } = renderAdmin(CAREER_TAB);
    await user.click(await screen.findByRole('button', { name: `${en.actions.edit} Bronze` }));
    await fillField(user, field(nameIn('ru')), '');
    await fillField(user, field(col.reward), '0');
    await fillField(user, field(col.side), '12.1234567');
    await fillField(user, field(col.secondaryBranches), '');
    await user.click(save());
    await expectFieldMessage(nameIn('ru'), common.validation.required);
    await expectFieldMessage(col.reward, common.validation.invalidAmount);
    await expectFieldMessage(col.side, common.validation.invalidAmount);
    await expectFieldMessage(col.secondaryBranches, common.validation.required);
    await fillField(user, field(nameIn('de')), 'B'.repeat(33));
    await expectFieldMessage(nameIn('de'), common.validation.tooLong);
    expect(api.requestsTo('PUT /api/admin/career/statuses/1')).toHaveLength(0);
  });

  it('sends every amount in micro-units and shows the saved status', async () => {
    let saved = false;
    const updated = careerStatusFixture(1, {
      name: 'Бронза+',
      nameI18n: { ru: 'Бронза+', en: 'Bronze+', es: 'Bronce+' },
      reward: '150500000',
    });
    const api = setup({
      'GET /api/admin/career/statuses': () => statuses(saved ? updated : careerStatusFixture(1)),
      'PUT /api/admin/career/statuses/1': () => {
        saved = true;
        return { data: updated };
      },
    });
    const { user } = renderAdmin(CAREER_TAB);
    await user.click(await screen.findByRole('button', { name: `${en.actions.edit} Bronze` }));
    expect(field(col.personal)).toHaveValue('500');
    expect(field(col.secondaryBranches)).toHaveValue('1');

    await fillField(user, field(nameIn('ru')), 'Бронза+');
    await fillField(user, field(nameIn('en')), 'Bronze+');
    await fillField(user, field(nameIn('es')), 'Bronce+');
    await fillField(user, field(col.reward), '150,5');
    await fillField(user, field(col.secondaryBranches), '3');
    await user.click(save());
    await waitFor(() => expect(api.requestsTo('PUT /api/admin/career/statuses/1')).toHaveLength(1));
    expect(api.requestsTo('PUT /api/admin/career/statuses/1')[0]?.body).toEqual({
      nameI18n: { ru: 'Бронза+', en: 'Bronze+', es: 'Bronce+' },
      personal: units(500),
      firstLine: units(2000),
      mainBranch: units(5000),
      secondaryBranches: 3,
      secondaryThreshold: units(2000),
      side: units(5000),
      reward: '150500000',
      mentorReward: units(20),
    });
    expect(await screen.findByText('Bronze+')).toBeInTheDocument();
    expect(screen.getByText('150.50 GTC')).toBeInTheDocument();
  });

  it("shows the server's field error beside its field", async () => {
    setup({
      'GET /api/admin/career/statuses': statuses(careerStatusFixture(1)),
      'PUT /api/admin/career/statuses/1': apiError(422, 'VALIDATION_FAILED', {
        mentorReward: 'invalidAmount',
      }),
    });
    const { user } = renderAdmin(CAREER_TAB);
    await user.click(await screen.findByRole('button', { name: `${en.actions.edit} Bronze` }));
    await user.click(save());
    await expectFieldMessage(col.mentorReward, common.validation.invalidAmount);
  });
});
