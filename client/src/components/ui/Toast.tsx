import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styles from './Toast.module.css';
import { useT } from '../../i18n';
import { namespace as shell } from '../../locales/shell';

export interface ToastOptions {
  message: string;
  tone?: 'success' | 'info' | 'error';
  /** One button beside the message, e.g. Undo. Pressing it dismisses the toast without `onExpire`. */
  action?: { label: string; onAction: () => void };
  /** Runs when the toast goes away by itself or is closed (not when the action was taken). */
  onExpire?: () => void;
  durationMs?: number;
}

interface ToastEntry extends ToastOptions {
  id: number;
}

interface ToastApi {
  show: (toast: ToastOptions) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);
const DEFAULT_MS = 4000;
const ACTION_MS = 6000;

/** Toasts for this app; `useToast().show(...)` from anywhere below. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider');
  return api;
}

/**
 * Holds the toasts and their timers at the top of the app, so a toast (and a pending delete
 * behind an Undo) outlives the page that raised it. When the tab is hidden, pending expiries run
 * at once: a delete the user did not undo must not be lost with the tab.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const t = useT(shell);
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const live = useRef(new Map<number, ToastEntry>());
  const nextId = useRef(1);

  const finish = useCallback((id: number, expire: boolean) => {
    const entry = live.current.get(id);
    if (!entry) return;
    live.current.delete(id);
    setToasts((list) => list.filter((t) => t.id !== id));
    if (expire) entry.onExpire?.();
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show: (toast) => {
        const entry = { ...toast, id: nextId.current++ };
        live.current.set(entry.id, entry);
        setToasts((list) => [...list.slice(-2), entry]);
        return entry.id;
      },
      dismiss: (id) => finish(id, true),
    }),
    [finish],
  );

  useEffect(() => {
    const flush = () => {
      if (document.visibilityState !== 'hidden') return;
      for (const id of [...live.current.keys()]) if (live.current.get(id)?.onExpire) finish(id, true);
    };
    document.addEventListener('visibilitychange', flush);
    return () => document.removeEventListener('visibilitychange', flush);
  }, [finish]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section className={styles.region} aria-label={t('shell.notifications')}>
        <div role="status" aria-live="polite">
          <ol className={styles.list}>
            {toasts.map((toast) => (
              <ToastItem key={toast.id} toast={toast} onDone={finish} />
            ))}
          </ol>
        </div>
      </section>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onDone }: { toast: ToastEntry; onDone: (id: number, expire: boolean) => void }) {
  const t = useT(shell);
  const duration = toast.durationMs ?? (toast.action ? ACTION_MS : DEFAULT_MS);
  const [paused, setPaused] = useState(false);
  // The timer stops while focus is on the toast, and while the pointer is on one with an action,
  // so Undo stays reachable. A notice without an action goes on time wherever the pointer rests:
  // a pointer parked on it kept it over a form's buttons for half a minute (issue 48).
  const hoverPauses = Boolean(toast.action);
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => onDone(toast.id, true), duration);
    return () => window.clearTimeout(timer);
  }, [paused, duration, toast.id, onDone]);

  return (
    <li
      className={`${styles.toast} ${styles[toast.tone ?? 'success']}`}
      onMouseEnter={() => hoverPauses && setPaused(true)}
      onMouseLeave={() => hoverPauses && setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className={styles.message}>{toast.message}</span>
      {toast.action && (
        <button
          type="button"
          className={`btn btn-sm ${styles.action}`}
          onClick={() => {
            toast.action!.onAction();
            onDone(toast.id, false);
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button type="button" className={`btn btn-ghost btn-icon ${styles.close}`} aria-label={t('shell.dismissNotification')} onClick={() => onDone(toast.id, true)}>
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  );
}
