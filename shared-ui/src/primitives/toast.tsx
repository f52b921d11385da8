import { useEffect, useSyncExternalStore } from 'react';
import { StatusIcon, type Status } from './status-icon';

interface Toast {
  id: number;
  status: Status;
  text: string;
}

// One list for the page: a toast outlives the screen that raised it (set a password, then the
// cabinet opens and still says so), as antd's message does inside its App.
let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** How long a toast stays, as antd's message (3 s). */
const SHOWN_MS = 3000;

/** Shows a short message at the top of the page for a few seconds (antd's `message`). */
export function showToast(status: Status, text: string): void {
  toasts = [...toasts, { id: nextId++, status, text }];
  emit();
}

function dismiss(id: number) {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

function ToastItem({ toast }: { toast: Toast }) {
  useEffect(() => {
    const timer = setTimeout(() => dismiss(toast.id), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [toast.id]);
  return (
    <div className={`pp-toast pp-notice-${toast.status}`}>
      <span className="pp-notice-icon">
        <StatusIcon status={toast.status} size={14} />
      </span>
      {toast.text}
    </div>
  );
}

/** Where toasts appear; the shell's providers render one for the page. */
export function ToastHost() {
  const list = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
  );
  // The live region is there before its first message, so screen readers announce it.
  return (
    <div className="pp-toasts pp-root" aria-live="polite">
      {list.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
