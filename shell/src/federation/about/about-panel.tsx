import { lazy, Suspense, useEffect, useState } from 'react';

const AboutDialog = lazy(() => import('./about-dialog'));

/** The URL fragment that opens the panel: `https://…/client#about`, from anywhere in the platform. */
export const ABOUT_HASH = '#about';

const isOpen = () => typeof window !== 'undefined' && window.location.hash === ABOUT_HASH;

/** Drops the fragment without a navigation (the router ignores it; no reload, no history entry). */
function closeFragment() {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', pathname + search);
}

/**
 * About / diagnostics: which version of each remote this page runs and why (release, canary,
 * QA override), the shell's own version and the browser id canary rollouts hash. Opened by the
 * `#about` fragment, so it needs no route and no button over the screens; support asks a user to
 * open it, or QA uses it to confirm an override took.
 */
export function AboutPanel() {
  const [open, setOpen] = useState(isOpen);
  useEffect(() => {
    const onHash = () => setOpen(isOpen());
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  const close = () => {
    closeFragment();
    setOpen(false);
  };
  return open ? (
    <Suspense fallback={null}>
      <AboutDialog onClose={close} />
    </Suspense>
  ) : null;
}
