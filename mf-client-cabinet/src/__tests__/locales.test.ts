import { LANGUAGES, incompleteLocales } from 'shared-ui';
import { expectLocalesComplete } from 'shared-ui/testing';
import { cabinetLocales } from '../i18n/all-languages';
import { CABINET_ROUTES, MENU_GROUPS } from '../routes/route-table';

describe("the 'cabinet' strings", () => {
  it('exist in all five languages with the same keys, none empty', () => {
    expectLocalesComplete(cabinetLocales);
  });

  it('give every screen a title and a menu label, and every group a name, in every language', () => {
    for (const lang of LANGUAGES) {
      const locale = cabinetLocales[lang];
      for (const route of CABINET_ROUTES) {
        expect(locale.routes[route.key].title).toBeTruthy();
        expect(locale.routes[route.key].menu).toBeTruthy();
      }
      for (const { group } of MENU_GROUPS) expect(locale.groups[group]).toBeTruthy();
    }
  });

  it('the check fails when a language lacks a key', () => {
    const broken = JSON.parse(JSON.stringify(cabinetLocales)) as Record<
      string,
      { dashboard: { sponsor: Record<string, string> } }
    >;
    delete broken.de!.dashboard.sponsor.none;
    expect(incompleteLocales(broken)).toEqual({ de: ['dashboard.sponsor.none'] });
  });
});
