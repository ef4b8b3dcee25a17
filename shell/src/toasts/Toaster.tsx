import { useCallback, useEffect, useRef, useState } from 'react';
import { LAYOUT_MESSAGES } from '@quizlink/contracts/platform';
import { LIMITS } from '@quizlink/contracts/quiz';
import { dismissalMatches, onToast, onToastDismiss, type ToastInput } from '@quizlink/platform';

/** A horizontal swipe longer than this dismisses the toast (spec). */
export const SWIPE_DISMISS_PX = 50;

type ShownToast = ToastInput & { key: number };

/**
 * Renders the toasts any part of the page raises through @quizlink/platform: one at a time (a new
 * toast replaces the current one), gone after its duration (5000 ms by default) or when dismissed
 * (the × or a swipe, or `dismissToast` from @quizlink/platform).
 * Destructive toasts are alerts (announced at once), others polite status messages.
 */
export function Toaster() {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const counter = useRef(0);
  const swipeStart = useRef<number | null>(null);
  const dismiss = useCallback(() => setCurrent(null), []);

  useEffect(() => onToast((input) => setCurrent({ ...input, key: ++counter.current })), []);
  // A part of the page can take its own stale toast down (a Login Failed after a successful login).
  useEffect(() => onToastDismiss((dismissal) => setCurrent((shown) => (shown && dismissalMatches(dismissal, shown.title) ? null : shown))), []);

  useEffect(() => {
    if (!current) return;
    const timer = window.setTimeout(dismiss, current.durationMs ?? LIMITS.toastDurationMs);
    return () => window.clearTimeout(timer);
  }, [current, dismiss]);

  const destructive = current?.variant === 'destructive';
  return (
    <section className="ql-toaster" aria-label={LAYOUT_MESSAGES.notifications}>
      {current ? (
        <div
          key={current.key}
          role={destructive ? 'alert' : 'status'}
          className={`ql-toast${destructive ? ' ql-toast--destructive' : ''}`}
          onPointerDown={(event) => {
            swipeStart.current = event.clientX;
          }}
          onPointerUp={(event) => {
            if (swipeStart.current !== null && Math.abs(event.clientX - swipeStart.current) > SWIPE_DISMISS_PX) dismiss();
            swipeStart.current = null;
          }}
        >
          <div className="ql-toast__text">
            <p className="ql-toast__title">{current.title}</p>
            {current.description ? <p className="ql-toast__description">{current.description}</p> : null}
          </div>
          <button type="button" className="ql-toast__close" onClick={dismiss} aria-label={LAYOUT_MESSAGES.dismissNotification}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
