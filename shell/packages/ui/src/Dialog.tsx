import type React from 'react';
import { useEffect, useId, useRef } from 'react';
import { classNames } from './class-names.ts';

export type DialogProps = {
  open: boolean;
  title: React.ReactNode;
  /** Called on Escape or any action that closes the dialog; the caller then sets `open` to false. */
  onClose: () => void;
  children?: React.ReactNode;
  /** Buttons at the bottom. */
  actions?: React.ReactNode;
  className?: string;
};

/**
 * A modal dialog on the native <dialog> element: the browser keeps focus inside, makes the rest of
 * the page inert and closes it on Escape. Focus goes to the first control on open and back to the
 * element that had it before on close. Labelled by its title.
 */
export function Dialog({ open, title, onClose, children, actions, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      // jsdom and old browsers lack showModal; the open attribute still shows it.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      dialog.querySelector<HTMLElement>('button, [href], input, textarea, select, [tabindex]:not([tabindex="-1"])')?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      if (returnFocus.current?.isConnected) returnFocus.current.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={classNames('ql-dialog', className)}
      onCancel={(event) => {
        // Escape: let React state decide, so `open` and the element never disagree.
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="ql-dialog__title">{title}</h2>
      {children ? <div className="ql-dialog__body">{children}</div> : null}
      {actions ? <div className="ql-dialog__actions">{actions}</div> : null}
    </dialog>
  );
}
