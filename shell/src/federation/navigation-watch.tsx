import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { registryMoved } from './version-watch';

let checkedPath = typeof window === 'undefined' ? '' : window.location.pathname;

/**
 * A release reaches an open page on its next navigation: each new path re-reads the registry, and
 * when a remote moved the page loads again at that path. A full load, not a hot swap: a remote's
 * old chunks stay registered under its chunk-loading global, and a second build of the same remote
 * would pick some of them up instead of its own. Start-up already read the registry for the first
 * path, so that one is not checked again.
 */
export function NavigationWatch() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === checkedPath) return;
    checkedPath = pathname;
    let active = true;
    void registryMoved().then((moved) => {
      if (moved && active) window.location.reload();
    });
    return () => {
      active = false;
    };
  }, [pathname]);
  return null;
}
