import { useCallback, useEffect, useState } from 'react';
import { local, LOCAL_KEYS } from '@quizlink/platform';
import { isInstalled, isIosSafari, type BeforeInstallPromptEvent } from './install-environment.ts';

/** The spec's delay between the app becoming installable and the banner (spec §9). */
export const INSTALL_BANNER_DELAY_MS = 2000;

const TRUE = 'true';

export type InstallState = {
  /** Whether the banner is shown. */
  visible: boolean;
  /** 'native': the browser's own prompt; 'ios': How to Install instructions. */
  mode: 'native' | 'ios';
  install(): Promise<void>;
  /** The banner's close button: never show it again (persisted 'pwa-banner-dismissed'). */
  dismiss(): void;
  /** iOS dialog, Got it!: the instructions were read; the banner does not come back. */
  acknowledgeIosInstructions(): void;
  /** iOS dialog, Maybe later: hide for this visit only. */
  later(): void;
};

function suppressed(ios: boolean): boolean {
  if (local.get(LOCAL_KEYS.pwaBannerDismissed) === TRUE) return true;
  return ios && local.get(LOCAL_KEYS.iosInstallInstructionsShown) === TRUE;
}

/**
 * The install banner's states (spec §4: installable, installed, dismissed (persisted), iOS
 * instructions open). On Chromium it appears 2 s after beforeinstallprompt, whose prompt it keeps
 * for the Install button; on iOS Safari, which has no such event, 2 s after load.
 */
export function useInstallPrompt(userAgent?: string): InstallState {
  const [ios] = useState(() => isIosSafari(userAgent));
  const [deferred, setDeferred] = useState<BeforeInstallPromptEvent | null>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (isInstalled() || suppressed(ios)) return;
    let timer = 0;
    const showLater = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setVisible(!suppressed(ios)), INSTALL_BANNER_DELAY_MS);
    };
    const onInstallable = (event: Event) => {
      event.preventDefault(); // keep the browser's mini-infobar away; our banner offers the prompt
      setDeferred(event as BeforeInstallPromptEvent);
      showLater();
    };
    const onInstalled = () => {
      window.clearTimeout(timer);
      setVisible(false);
      setDeferred(null);
    };
    window.addEventListener('beforeinstallprompt', onInstallable);
    window.addEventListener('appinstalled', onInstalled);
    if (ios) showLater();
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('beforeinstallprompt', onInstallable);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, [ios]);

  const install = useCallback(async () => {
    if (!deferred) return;
    setVisible(false);
    try {
      await deferred.prompt();
      const choice = await deferred.userChoice;
      console.info(`QuizLink: install prompt ${choice.outcome}`);
    } catch (error) {
      console.warn('QuizLink: the install prompt could not be shown', error);
    }
    setDeferred(null); // a prompt can be used once
  }, [deferred]);

  const dismiss = useCallback(() => {
    local.set(LOCAL_KEYS.pwaBannerDismissed, TRUE);
    setVisible(false);
  }, []);

  const acknowledgeIosInstructions = useCallback(() => {
    local.set(LOCAL_KEYS.iosInstallInstructionsShown, TRUE);
    setVisible(false);
  }, []);

  const later = useCallback(() => setVisible(false), []);

  return { visible: visible && (ios || deferred !== null), mode: ios ? 'ios' : 'native', install, dismiss, acknowledgeIosInstructions, later };
}
