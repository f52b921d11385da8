import { test as base } from '@playwright/test';

/**
 * Every spec runs in English so texts are stable to assert; the language is the `lang` cookie the
 * switcher writes. A page that logs a React "Invalid hook call" (two Reacts) fails its test.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  context: async ({ context, baseURL }, use) => {
    await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
    await use(context);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await use(errors);
    const fatal = errors.filter((e) =>
      /Invalid hook call|RUNTIME-006|Minified React error|is not a function|must not return anything/.test(
        e,
      ),
    );
    if (fatal.length) throw new Error(`page errors: ${fatal.join('\n')}`);
  },
});

export { expect } from '@playwright/test';
