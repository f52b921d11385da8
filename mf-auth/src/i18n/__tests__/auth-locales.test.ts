import { expectLocalesComplete } from 'shared-ui/testing';
import { authLocales } from '../all-languages';

type Tree = { [key: string]: string | Tree };

describe('the auth strings', () => {
  it('have every key in every language (a key the screens use is checked by tsc)', () => {
    expectLocalesComplete(authLocales);
  });

  it.each([['features'], ['steps']])('have every home %s entry the page lists', (group) => {
    const home = authLocales.en.home as unknown as Record<string, Tree>;
    expect(Object.keys(home[group]!).length).toBeGreaterThan(2);
  });
});
