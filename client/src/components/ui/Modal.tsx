import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './Modal.module.css';
import { useT } from '../../i18n';
import { namespace as shell } from '../../locales/shell';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** 'wide' for previews and tables; on mobile every modal takes the full screen. */
  size?: 'normal' | 'wide';
  /** While a request runs, Escape and the backdrop do not close. */
  busy?: boolean;
}

// Open dialogs, innermost last: only the top one holds focus (a confirm opened from a dialog).
const openPanels: HTMLElement[] = [];

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * An accessible dialog: labelled, Escape closes, focus moves in and returns on close, and focus
 * stays inside while it is open (issue #29): Tab cycles through the dialog, focus that lands
 * outside it (a click behind, a focus() call) comes back, and focus lost to the page body (the
 * focused button became disabled or was replaced by the next step) returns to the dialog.
 */
export function Modal({ open, title, onClose, children, footer, size = 'normal', busy = false }: ModalProps) {
  const t = useT(shell);
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const busyRef = useRef(busy);
  const onCloseRef = useRef(onClose);
  busyRef.current = busy;
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    if (!panel) return;
    const previous = document.activeElement as HTMLElement | null;
    openPanels.push(panel);
    const isTop = () => openPanels[openPanels.length - 1] === panel;
    const first = panel.querySelector<HTMLElement>('[data-autofocus], input, textarea, select, button:not([data-close])');
    (first ?? panel).focus();
    /** Back into the dialog: the newest step's own target (data-dialog-focus) if any, else the panel. */
    const refocus = () => ([...panel.querySelectorAll<HTMLElement>('[data-dialog-focus]')].at(-1) ?? panel).focus();
    const onKey = (event: KeyboardEvent) => {
      if (!isTop()) return;
      if (event.key === 'Escape' && !busyRef.current) onCloseRef.current();
      if (event.key === 'Tab') trapFocus(panel, event);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (isTop() && event.target instanceof Node && !panel.contains(event.target)) refocus();
    };
    // Focus falls to <body> without a focus event when the focused element is disabled or removed.
    const lost = () => isTop() && (document.activeElement === null || document.activeElement === document.body);
    const observer = new MutationObserver(() => lost() && refocus());
    observer.observe(panel, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
      openPanels.splice(openPanels.indexOf(panel), 1);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className={styles.backdrop} onMouseDown={(e) => e.target === e.currentTarget && !busy && onClose()}>
      <div
        ref={panelRef}
        className={`${styles.panel} ${size === 'wide' ? styles.wide : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        {/* Plain divs: header/footer elements here would add page-level landmarks inside the dialog. */}
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className="btn btn-ghost btn-icon" aria-label={t('shell.close')} data-close onClick={onClose} disabled={busy}>
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}

/**
 * The footer of a dialog that holds a form: Cancel, and the form's submit button (outside the
 * form, tied to it by `form`), which names what it is doing while the request runs.
 */
export function FormFooter({ formId, onCancel, submitting, label, busyLabel, disabled = false, notice }: { formId: string; onCancel: () => void; submitting: boolean; label: string; busyLabel: string; disabled?: boolean; notice?: string | null }) {
  const t = useT(shell);
  return (
    <>
      {/* A form that stays open after a save ("Card added") says so here, beside the buttons it
          must not cover (issue 48). The live region is there before its text, so it is read out. */}
      {notice !== undefined && (
        <p className={styles.notice} role="status" data-testid="form-notice">
          {notice}
        </p>
      )}
      <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={submitting}>
        {t('shell.cancel')}
      </button>
      <button type="submit" form={formId} className="btn btn-primary" disabled={submitting || disabled}>
        {submitting ? busyLabel : label}
      </button>
    </>
  );
}

interface FormModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The form's id (the footer's submit button is tied to it). */
  formId: string;
  /** The request is running: the dialog stays open and the buttons wait. */
  submitting: boolean;
  /** The submit button's label, and its label while the request runs. */
  labels: [label: string, busyLabel: string];
  /** The submit button waits for something else too (an upload). */
  disabled?: boolean;
  /** A short word after a save that keeps the form open; given (even null), the footer holds a status line. */
  notice?: string | null;
  children: ReactNode;
}

/** A dialog that holds one form: Cancel closes it, and it cannot be closed while the form is sent. */
export function FormModal({ open, title, onClose, formId, submitting, labels: [label, busyLabel], disabled, notice, children }: FormModalProps) {
  return (
    <Modal open={open} title={title} onClose={onClose} busy={submitting} footer={<FormFooter formId={formId} onCancel={onClose} submitting={submitting} label={label} busyLabel={busyLabel} disabled={disabled} notice={notice} />}>
      {children}
    </Modal>
  );
}

/** Tab and Shift+Tab wrap at the dialog's ends; from anywhere outside they enter it. */
export function trapFocus(panel: HTMLElement, event: KeyboardEvent) {
  const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('fieldset:disabled'));
  const active = document.activeElement;
  if (focusable.length === 0) {
    event.preventDefault();
    panel.focus();
    return;
  }
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const inside = active instanceof Node && panel.contains(active);
  if (!inside || (active === panel && event.shiftKey)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
