import { screen, waitFor, within } from '@testing-library/react';
import type { BinaryStructure } from 'shared-api';
import { fillField, findTitle, mockApi, onPhoneScreen, type MockRequest } from 'shared-ui/testing';
import { cabinetLocales } from '../../../i18n/all-languages';
import { partnerFixture } from '../../../testing/fixtures';
import { nodeFixture } from '../../../testing/network-fixtures';
import { renderCabinet } from '../../../testing/render-cabinet';

const en = cabinetLocales.en;
const STRUCTURE = 'GET /api/client/binary/structure';
const SEARCH = 'GET /api/client/binary/search';
const location = () => screen.getByTestId('location').textContent ?? '';

/** Me (7) → anna (8, left) → boris (9, left of anna, with more below); nobody on my right. */
const MINE: BinaryStructure = {
  path: [{ id: 7, login: 'ivan.petrov' }],
  tree: nodeFixture({
    leftVolume: '1500000000',
    leftCount: 2,
    hasChildren: true,
    left: nodeFixture({
      id: 8,
      login: 'anna',
      firstName: 'Anna',
      side: 'left',
      leftVolume: '1000000000',
      leftCount: 1,
      hasChildren: true,
      left: nodeFixture({ id: 9, login: 'boris', side: 'left', hasChildren: true }),
    }),
  }),
};
/** Zoomed into anna: the path ends with her. */
const ANNAS: BinaryStructure = {
  path: [
    { id: 7, login: 'ivan.petrov' },
    { id: 8, login: 'anna' },
  ],
  tree: MINE.tree!.left,
};
/** Zoomed into boris: this path stops at his parent. */
const BORIS: BinaryStructure = {
  path: [
    { id: 7, login: 'ivan.petrov' },
    { id: 8, login: 'anna' },
  ],
  tree: nodeFixture({
    id: 9,
    login: 'boris',
    packageName: null,
    packageNameI18n: null,
    active: false,
  }),
};

/** Zoomed far down: the server kept me and the last crumbs, and skipped 12 between. */
const DEEP: BinaryStructure = { ...BORIS, pathSkipped: 12 };
/** Zoomed five levels down with 12 skipped above: me, anna, boris, vera, gleb, then dina. */
const LONG: BinaryStructure = {
  path: [
    { id: 7, login: 'ivan.petrov' },
    { id: 8, login: 'anna' },
    { id: 9, login: 'boris' },
    { id: 11, login: 'vera' },
    { id: 12, login: 'gleb' },
  ],
  pathSkipped: 12,
  tree: nodeFixture({ id: 13, login: 'dina' }),
};

function structureOf(request: MockRequest) {
  const root = request.params.root;
  const data =
    root === 8 ? ANNAS : root === 9 ? BORIS : root === 10 ? DEEP : root === 13 ? LONG : MINE;
  return { data };
}

async function renderStructure(path = '/client/binary-structure', language: 'en' | 'ru' = 'en') {
  const api = mockApi({
    'GET /api/client/me': { data: partnerFixture() },
    [STRUCTURE]: structureOf,
    [SEARCH]: (request) => ({
      data: {
        items: [
          { id: 9, login: 'boris', depth: 2 },
          { id: 10, login: 'borislav', depth: 3 },
        ].filter((i) => i.login.startsWith(String(request.params.login).toLowerCase())),
      },
    }),
  });
  const view = renderCabinet(path, { language });
  await findTitle(cabinetLocales[language].routes.binaryStructure.title);
  await screen.findByTestId('binary-tree');
  return { ...view, api };
}

const crumbs = () => screen.getByLabelText(en.binary.structure.path);

it('shows me, two levels below me with their legs, and the free places', async () => {
  const { api } = await renderStructure();
  expect(api.requestsTo(STRUCTURE)[0]?.params).toEqual({ depth: 3 });
  const me = within(screen.getByTestId('node-ivan.petrov'));
  expect(me.getByText('Ivan Petrov')).toBeInTheDocument();
  expect(me.getByText('1,500.00')).toBeInTheDocument();
  expect(screen.getByTestId('node-anna')).toBeInTheDocument();
  expect(screen.getByTestId('node-boris')).toHaveTextContent(en.binary.structure.more);
  // My right leg is empty, and so is anna's right; a free place has no places below it.
  expect(screen.getAllByTestId('empty-right')).toHaveLength(2);
  expect(screen.queryAllByTestId('empty-left')).toHaveLength(0);
  expect(crumbs()).toHaveTextContent('ivan.petrov');
});

it("shows a node's package by its name in the user's language", async () => {
  await renderStructure('/client/binary-structure', 'ru');
  expect(within(screen.getByTestId('node-ivan.petrov')).getByText('Старт')).toBeInTheDocument();
  expect(screen.queryByText('Start')).not.toBeInTheDocument();
});

it('zooms into a descendant on a click, with breadcrumbs back to me', async () => {
  const { user, api } = await renderStructure();
  await user.click(screen.getByRole('button', { name: 'anna' }));
  await waitFor(() => expect(location()).toBe('/client/binary-structure?root=8'));
  await waitFor(() =>
    expect(api.requestsTo(STRUCTURE).at(-1)?.params).toEqual({ root: 8, depth: 3 }),
  );
  await waitFor(() => expect(screen.queryByTestId('node-ivan.petrov')).toBeNull());
  expect(crumbs()).toHaveTextContent('ivan.petrov/anna');

  await user.click(screen.getByRole('button', { name: 'boris' }));
  await waitFor(() => expect(location()).toBe('/client/binary-structure?root=9'));
  // The path stops at his parent: he is still the last crumb.
  await waitFor(() => expect(crumbs()).toHaveTextContent('ivan.petrov/anna/boris'));

  await user.click(within(crumbs()).getByRole('button', { name: 'anna' }));
  await waitFor(() => expect(location()).toBe('/client/binary-structure?root=8'));
  await user.click(within(crumbs()).getByRole('button', { name: /ivan\.petrov/ }));
  await waitFor(() => expect(location()).toBe('/client/binary-structure'));
  expect(await screen.findByTestId('node-ivan.petrov')).toBeInTheDocument();
});

it('shows the crumbs a deep path skipped as one ellipsis, with how many', async () => {
  const { user } = await renderStructure('/client/binary-structure?root=10');
  const skipped = within(crumbs()).getByRole('img', { name: 'Levels not shown: 12' });
  expect(skipped).toHaveTextContent('…');
  expect(crumbs()).toHaveTextContent('ivan.petrov/…/anna/boris');
  // The crumbs on both sides still open their nodes.
  await user.click(within(crumbs()).getByRole('button', { name: 'anna' }));
  await waitFor(() => expect(location()).toBe('/client/binary-structure?root=8'));
  expect(within(crumbs()).queryByRole('img')).toBeNull();
});

it('keeps every crumb of a long path on a wide screen', async () => {
  await renderStructure('/client/binary-structure?root=13');
  expect(crumbs()).toHaveTextContent('ivan.petrov/…/anna/boris/vera/gleb/dina');
  expect(within(crumbs()).getByRole('img', { name: 'Levels not shown: 12' })).toBeInTheDocument();
});

describe('on a phone', () => {
  onPhoneScreen();

  it('folds a long path into me, one ellipsis, the parent and the root', async () => {
    const { user } = await renderStructure('/client/binary-structure?root=13');
    expect(crumbs()).toHaveTextContent('ivan.petrov/…/gleb/dina');
    // The ellipsis counts the server's skipped levels and the folded crumbs alike.
    expect(within(crumbs()).getByRole('img', { name: 'Levels not shown: 15' })).toBeInTheDocument();
    await user.click(within(crumbs()).getByRole('button', { name: 'gleb' }));
    await waitFor(() => expect(location()).toBe('/client/binary-structure?root=12'));
  });

  it('scrolls a tree wider than the screen to its root, and again after a zoom', async () => {
    // jsdom lays nothing out: the tree box is given a phone's widths, and scrollTo is recorded.
    const tree = (el: Element) => (el as HTMLElement).dataset.testid === 'binary-tree';
    const widths = [
      jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (
        this: HTMLElement,
      ) {
        return tree(this) ? 720 : 0;
      }),
      jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
        this: HTMLElement,
      ) {
        return tree(this) ? 310 : 0;
      }),
    ];
    const scrolled: unknown[] = [];
    Object.defineProperty(HTMLElement.prototype, 'scrollTo', {
      configurable: true,
      value(this: HTMLElement, to: unknown) {
        if (tree(this)) scrolled.push(to);
      },
    });
    try {
      const { user } = await renderStructure();
      expect(scrolled).toEqual([{ left: 205 }]);
      await user.click(screen.getByRole('button', { name: 'anna' }));
      await waitFor(() => expect(scrolled).toEqual([{ left: 205 }, { left: 205 }]));
    } finally {
      for (const w of widths) w.mockRestore();
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
    }
  });

  it('folds nothing on a short path', async () => {
    await renderStructure('/client/binary-structure?root=9');
    expect(crumbs()).toHaveTextContent('ivan.petrov/anna/boris');
    expect(within(crumbs()).queryByRole('img')).toBeNull();
  });
});

it('opens the zoom of the URL and goes back to me from there', async () => {
  const { user, api } = await renderStructure('/client/binary-structure?root=8');
  expect(api.requestsTo(STRUCTURE)[0]?.params).toEqual({ root: 8, depth: 3 });
  await user.click(screen.getByRole('button', { name: en.binary.structure.home }));
  await waitFor(() => expect(location()).toBe('/client/binary-structure'));
});

it('jumps to the partner whose login is searched', async () => {
  const { user, api } = await renderStructure();
  await fillField(user, screen.getByLabelText(en.binary.structure.search), 'Boris');
  await user.keyboard('{Enter}');
  await waitFor(() => expect(location()).toBe('/client/binary-structure?root=9'));
  expect(api.requestsTo(SEARCH)[0]?.params).toEqual({ login: 'Boris' });
});

it('lists the matches of a partial login to pick from, or says none is found', async () => {
  const { user } = await renderStructure();
  await fillField(user, screen.getByLabelText(en.binary.structure.search), 'bor');
  await user.keyboard('{Enter}');
  const results = within(await screen.findByTestId('search-results'));
  await user.click(results.getByRole('button', { name: 'borislav (level 3)' }));
  await waitFor(() => expect(location()).toBe('/client/binary-structure?root=10'));

  await fillField(user, screen.getByLabelText(en.binary.structure.search), 'zz');
  await user.keyboard('{Enter}');
  expect(await screen.findByText(en.binary.structure.notFound)).toBeInTheDocument();
});

it('tells a partner outside the binary tree that they are not placed yet', async () => {
  mockApi({
    'GET /api/client/me': { data: partnerFixture() },
    [STRUCTURE]: { data: { path: [], tree: null } },
  });
  renderCabinet('/client/binary-structure');
  expect(await screen.findByText(en.binary.structure.notPlaced)).toBeInTheDocument();
});
