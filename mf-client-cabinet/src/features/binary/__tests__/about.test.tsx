import { screen, within } from '@testing-library/react';
import { findTitle, mockApi } from 'shared-ui/testing';
import { cabinetLocales } from '../../../i18n/all-languages';
import { partnerFixture } from '../../../testing/fixtures';
import { packageFixture } from '../../../testing/money-fixtures';
import { renderCabinet } from '../../../testing/render-cabinet';

const en = cabinetLocales.en;

it('explains the rules and lists the reward limit of each package, cheapest first', async () => {
  mockApi({
    'GET /api/client/me': { data: partnerFixture() },
    'GET /api/client/packages': {
      data: {
        items: [
          packageFixture({
            id: 3,
            name: 'Pro',
            price: '1000000000',
            binaryDailyLimit: '500000000',
          }),
          packageFixture(),
        ],
      },
    },
  });
  renderCabinet('/client/binary-about');
  await findTitle(en.routes.binaryAbout.title);
  expect(screen.getByText(en.binary.about.rules.basket.text)).toBeInTheDocument();
  const table = await screen.findByTestId('reward-limit-table');
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((r) => r.textContent)).toEqual([
    'Start500.00 GTC250.00 GTC',
    'Pro1,000.00 GTC500.00 GTC',
  ]);
});
