import { expect, type Page } from '@playwright/test';

/**
 * In-app navigation, as a click on a menu link does: no page load, so one loaded app walks many
 * routes (a reload per route is slow).
 */
export async function navigate(page: Page, path: string) {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname === path);
}

/** Waits until the screen has settled: no spinner, no skeleton. */
export async function settled(page: Page) {
  await expect(
    page.locator('.ant-spin-spinning, .ant-skeleton-active, .pp-spinner, .pp-skeleton'),
  ).toHaveCount(0);
}
