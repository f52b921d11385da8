import { ADMIN_LOG_ACTIONS, CLIENT_LOG_ACTIONS, PARTNER_LOG_ACTIONS } from 'shared-api';
import { LANGUAGES, incompleteLocales } from 'shared-ui';
import { expectLocalesComplete } from 'shared-ui/testing';
import { adminLocales } from '../i18n/all-languages';
import { ADMIN_ROUTES, MENU_GROUPS } from '../routes/route-table';

describe("the 'admin' strings", () => {
  it('exist in all five languages with the same keys, none empty', () => {
    expectLocalesComplete(adminLocales);
  });

  it('give every route a title and every group a name, in every language', () => {
    for (const lang of LANGUAGES) {
      const locale = adminLocales[lang];
      for (const route of ADMIN_ROUTES) expect(locale.routes[route.key]).toBeTruthy();
      for (const { group } of MENU_GROUPS) expect(locale.groups[group]).toBeTruthy();
    }
  });

  it('name every log action of the contract (else the log shows the raw action)', () => {
    const actions = [...ADMIN_LOG_ACTIONS, ...CLIENT_LOG_ACTIONS, ...PARTNER_LOG_ACTIONS];
    expect(actions.filter((action) => !(action in adminLocales.en.logs.actions))).toEqual([]);
  });

  it('the check fails when a language lacks a key', () => {
    const broken = JSON.parse(JSON.stringify(adminLocales)) as Record<
      string,
      { users: { columns: Record<string, string> } }
    >;
    delete broken.vt!.users.columns.roles;
    expect(incompleteLocales(broken)).toEqual({ vt: ['users.columns.roles'] });
  });
});
