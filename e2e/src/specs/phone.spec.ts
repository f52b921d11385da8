import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { DEMO } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { navigate, settled } from '../support/navigate';
import { signInPartner } from '../support/sign-in';

// The remotes' packages are CommonJS: Node's ESM import finds no named exports in them.
const require = createRequire(import.meta.url);
const { AUTH_PATHS } =
  require('../../../mf-auth/src/auth-paths') as typeof import('../../../mf-auth/src/auth-paths');
const { CABINET_ROUTES } =
  require('../../../mf-client-cabinet/src/routes/route-table') as typeof import('../../../mf-client-cabinet/src/routes/route-table');

/** A common phone (390 × 844 CSS px): partners come to the cabinet from phones first. */
test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

/** How far the page reaches past the screen's right edge, in CSS px (0: no sideways scrolling). */
const overflowOf = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    return Math.max(root.scrollWidth, document.body.scrollWidth) - root.clientWidth;
  });

/**
 * German has the longest words of the five languages and Russian the longest labels: a page that
 * fits both fits the others. A wide table or chart scrolls inside its own box, never the page.
 */
for (const lang of ['de', 'ru']) {
  test(`at 390 px in ${lang}, no public or cabinet page scrolls sideways`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await signInPartner(page, DEMO.partner.login, DEMO.partner.password);
    await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    await page.reload();
    const wide: string[] = [];
    for (const { path } of CABINET_ROUTES) {
      const route = path ? `/client/${path}` : '/client';
      await navigate(page, route);
      await settled(page);
      const overflow = await overflowOf(page);
      if (overflow > 0) wide.push(`${route}: ${overflow} px`);
    }
    // Signed out, so the sign-in pages show instead of sending a partner to the cabinet.
    await page.evaluate(() => localStorage.clear());
    for (const path of Object.values(AUTH_PATHS)) {
      await page.goto(path);
      await settled(page);
      const overflow = await overflowOf(page);
      if (overflow > 0) wide.push(`${path}: ${overflow} px`);
    }
    expect(wide).toEqual([]);
  });
}
