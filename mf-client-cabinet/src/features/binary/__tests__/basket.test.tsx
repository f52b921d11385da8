import { screen, waitFor, within } from '@testing-library/react';
import type { Basket } from 'shared-api';
import { commonLocales, findTitle, mockApi, type MockHandler } from 'shared-ui/testing';
import { cabinetLocales } from '../../../i18n/all-languages';
import { partnerFixture } from '../../../testing/fixtures';
import { refusal } from '../../../testing/money-fixtures';
import { basketEntryFixture } from '../../../testing/network-fixtures';
import { renderCabinet } from '../../../testing/render-cabinet';

const en = cabinetLocales.en;
const common = commonLocales.en;
const BASKET = 'GET /api/client/binary/basket';
const PLACE = 'POST /api/client/binary/basket/21/place';
const HOUR = 3_600_000;

function basket(overrides: Partial<Basket> = {}): Basket {
  const now = Date.now();
  return {
    canPlace: true,
    now: new Date(now).toISOString(),
    // Deliberately not in order: the screen shows the least time left first.
    items: [
      basketEntryFixture({
        partnerId: 22,
        login: 'boris',
        firstName: 'Boris',
        lastName: 'Smirnov',
        investment: '0',
        autoPlaceAt: new Date(now + 20 * HOUR).toISOString(),
      }),
      basketEntryFixture({ autoPlaceAt: new Date(now + 2 * HOUR + 5 * 60_000).toISOString() }),
    ],
    ...overrides,
  };
}

async function renderBasket(reply: Basket = basket(), handlers: Record<string, MockHandler> = {}) {
  const api = mockApi({
    'GET /api/client/me': { data: partnerFixture() },
    [BASKET]: { data: reply },
    [PLACE]: { data: { ok: true } },
    ...handlers,
  });
  const view = renderCabinet('/client/binary-basket');
  await findTitle(en.routes.binaryBasket.title);
  await screen.findByTestId('basket-table');
  return { ...view, api };
}

const rowOf = (login: string) => within(screen.getByText(login).closest('tr')!);

async function choose(user: ReturnType<typeof renderCabinet>['user'], name: string) {
  await user.click(screen.getByRole('button', { name }));
  return within(await screen.findByRole('dialog'));
}

it('lists the partners least time left first, with their investment and a live countdown', async () => {
  await renderBasket();
  const rows = within(screen.getByTestId('basket-table')).getAllByRole('row').slice(1);
  expect(rows.map((r) => r.textContent)).toEqual([
    expect.stringContaining('anna'),
    expect.stringContaining('boris'),
  ]);
  const anna = rowOf('anna');
  expect(anna.getByText('500.00 GTC')).toBeInTheDocument();
  expect(anna.getByRole('timer').textContent).toMatch(/^2:0[45]:\d\d$/);
  expect(rowOf('boris').getByRole('timer').textContent).toMatch(/^(20:00:00|19:59:\d\d)$/);
});

it('when the partner is not in the binary tree, says so and offers no placement', async () => {
  await renderBasket(basket({ canPlace: false }));
  expect(screen.getByTestId('cannot-place')).toHaveTextContent(
    'Cannot distribute: ask your upline to activate you',
  );
  expect(screen.queryByRole('button', { name: en.binary.basket.left })).toBeNull();
  expect(screen.queryByRole('button', { name: en.binary.basket.right })).toBeNull();
  expect(screen.getByText('anna')).toBeInTheDocument();
});

it('says so when the basket is empty', async () => {
  await renderBasket(basket({ items: [] }));
  expect(screen.getByText(en.binary.basket.empty)).toBeInTheDocument();
});

it('places a partner on the left after a confirmation, then reloads the basket', async () => {
  const { user, api } = await renderBasket();
  const dialog = await choose(user, 'Place anna in the left leg');
  expect(screen.getByRole('dialog')).toHaveTextContent('Place anna in the left leg?');
  expect(screen.getByRole('dialog')).toHaveTextContent(en.binary.basket.confirm.text);
  expect(api.requestsTo(PLACE)).toHaveLength(0);

  await user.click(dialog.getByRole('button', { name: en.binary.basket.left }));
  await waitFor(() => expect(api.requestsTo(PLACE)).toHaveLength(1));
  expect(api.requestsTo(PLACE)[0]?.body).toEqual({ side: 'left' });
  await waitFor(() =>
    expect(document.querySelector('.ant-message')).toHaveTextContent(
      'anna is placed in the left leg',
    ),
  );
  await waitFor(() => expect(api.requestsTo(BASKET)).toHaveLength(2));
});

it('places nothing when the partner changes their mind', async () => {
  const { user, api } = await renderBasket();
  const dialog = await choose(user, 'Place anna in the right leg');
  await user.click(dialog.getByRole('button', { name: common.actions.cancel }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.requestsTo(PLACE)).toHaveLength(0);
});

it.each([
  ['NOT_IN_BINARY', common.errors.NOT_IN_BINARY],
  ['INVALID_STATE', common.errors.INVALID_STATE],
])('shows the refusal %s and reloads the basket', async (code, text) => {
  const { user, api } = await renderBasket(basket(), { [PLACE]: refusal(409, code) });
  const dialog = await choose(user, 'Place anna in the right leg');
  await user.click(dialog.getByRole('button', { name: en.binary.basket.right }));
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(api.requestsTo(PLACE)[0]?.body).toEqual({ side: 'right' });
  await waitFor(() => expect(api.requestsTo(BASKET)).toHaveLength(2));
  expect(document.querySelector('.ant-message')?.textContent ?? '').not.toContain('is placed');
});

it('shows an entry whose time is over as being placed automatically, without buttons', async () => {
  const now = Date.now();
  await renderBasket(
    basket({
      items: [basketEntryFixture({ autoPlaceAt: new Date(now - 1000).toISOString() })],
    }),
  );
  const anna = rowOf('anna');
  expect(anna.getByText(en.binary.basket.autoPlacing)).toBeInTheDocument();
  expect(anna.queryByRole('timer')).toBeNull();
});

it("counts down on the server's clock, not the device's", async () => {
  const serverNow = Date.now() + HOUR; // the device clock is an hour behind
  await renderBasket(
    basket({
      now: new Date(serverNow).toISOString(),
      items: [basketEntryFixture({ autoPlaceAt: new Date(serverNow + 3 * HOUR).toISOString() })],
    }),
  );
  expect(rowOf('anna').getByRole('timer').textContent).toMatch(/^(3:00:00|2:59:\d\d)$/);
});
