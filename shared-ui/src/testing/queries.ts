import { screen, waitFor, within } from '@testing-library/react';

// Text and selector queries: role queries are slow on antd's large trees under jsdom.

/** The page title (the screen's h1). */
export function findTitle(text: string) {
  return screen.findByText(text, { selector: 'h1' });
}

/** The sider (or drawer) menu: the `<nav>` labelled `label`. */
export function menu(label: string) {
  return within(screen.getByLabelText(label, { selector: 'nav' }));
}

/** Every link of an element, by href. */
export function hrefs(container: HTMLElement): (string | null)[] {
  return [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
}

/** The link of an element to `href`; throws when there is none. */
export function linkTo(container: HTMLElement, href: string): HTMLAnchorElement {
  const link = container.querySelector<HTMLAnchorElement>(`a[href="${href}"]`);
  if (!link) throw new Error(`no link to ${href}`);
  return link;
}

/** The form item (label, input, help and hint) of the field labelled `label`: antd's or a primitive's. */
export function fieldOf(label: string) {
  const item = screen.getByLabelText(label).closest<HTMLElement>('.ant-form-item, .pp-field');
  if (!item) throw new Error(`"${label}" is not inside a form item`);
  return within(item);
}

/**
 * Waits until the field labelled `label` shows `message` (error, warning or hint). antd may swap a
 * message node for a fresh one while validation settles, so the field is queried again each try.
 */
export function expectFieldMessage(label: string, message: string | RegExp): Promise<void> {
  return waitFor(() => expect(fieldOf(label).getByText(message)).toBeVisible());
}
