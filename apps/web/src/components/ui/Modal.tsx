'use client';

import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export type ModalSize = 'sm' | 'full';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** sm: at most 700px wide; full: the whole viewport (UI-MODAL). */
  size?: ModalSize;
  closeLabel?: string;
  /** For dialogs that ask (ConfirmDialog): announced as an alert dialog. */
  role?: 'dialog' | 'alertdialog';
  describedBy?: string;
  footer?: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/**
 * A modal on the native <dialog>: the page behind is inert, Escape and the close button close it, and so does a
 * click outside the content. Tab cycles inside; focus goes back to the opener on close.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  size = 'sm',
  closeLabel = 'Close',
  role = 'dialog',
  describedBy,
  footer,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      opener.current?.focus();
    }
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    );
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const frame =
    size === 'full'
      ? 'm-0 h-dvh max-h-none w-screen max-w-none'
      : 'm-auto w-[calc(100%-2rem)] max-w-[700px] max-h-[calc(100dvh-2rem)]';

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      data-size={size}
      className={`${frame} bg-transparent p-0 text-ink backdrop:bg-night/60 backdrop:backdrop-blur-[2px] open:flex`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // The dialog element itself is only hit outside the panel: on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={onKeyDown}
    >
      {open && (
        <div
          className={`flex w-full flex-col overflow-hidden bg-white shadow-[var(--shadow-lift)] ${size === 'full' ? 'h-full' : 'rounded-[var(--radius-card)]'}`}
        >
          <div className="flex items-start justify-between gap-4 border-b border-line px-6 py-4">
            <h2 id={titleId} className="font-display text-2xl font-semibold text-primary">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="-mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink hover:bg-ice"
              aria-label={closeLabel}
              data-modal-close=""
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="m5 5 10 10M15 5 5 15" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">{children}</div>
          {footer && (
            <div className="flex flex-wrap justify-end gap-3 border-t border-line bg-mist px-6 py-4">{footer}</div>
          )}
        </div>
      )}
    </dialog>
  );
}
