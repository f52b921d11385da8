/**
 * Runs the tests of the enclosing `describe` on a phone: only the `xs` media query
 * (max-width: 575px) matches, so antd's breakpoints (and `AppFrame`) say "phone". The desktop
 * `matchMedia` is back after each test.
 */
export function onPhoneScreen() {
  const desktopMatchMedia = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) => ({
      ...desktopMatchMedia(query),
      matches: query.includes('max-width: 575'),
    });
  });
  afterEach(() => {
    window.matchMedia = desktopMatchMedia;
  });
}
