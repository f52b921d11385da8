import { App } from 'antd';
import { useCallback, useContext, useEffect, useState } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';
import { useT } from '../i18n/i18n';

/**
 * Warns before a form with unsaved edits is left: closing or reloading the tab asks through the
 * browser's own prompt, and a move inside the platform (menu, link, back) asks to confirm.
 * `when` is the form's "edited and not being saved" state: while a save runs it is false, so the
 * navigation that follows a successful save is not held.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  // Holding a navigation needs a data router: the shell's. A remote run under a plain router
  // (its tests, a standalone dev page) keeps the tab-close warning only.
  return useContext(UNSAFE_DataRouterContext) ? <NavigationHold when={when} /> : null;
}

function NavigationHold({ when }: { when: boolean }) {
  const { t } = useT();
  const { modal } = App.useApp();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: t('unsaved.title'),
      content: t('unsaved.text'),
      okText: t('unsaved.leave'),
      cancelText: t('unsaved.stay'),
      okButtonProps: { danger: true },
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal, t]);
  return null;
}

/**
 * A form's edited state for the guard: `onValuesChange` goes on the antd Form, `markSaved` after
 * a save that keeps the user on the page.
 */
export function useUnsavedChanges() {
  const [dirty, setDirty] = useState(false);
  const onValuesChange = useCallback(() => setDirty(true), []);
  const markSaved = useCallback(() => setDirty(false), []);
  return { dirty, onValuesChange, markSaved };
}
