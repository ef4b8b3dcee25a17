/**
 * Facts about the browser that decide how the app can be installed. iOS Safari never fires
 * beforeinstallprompt: there, installing means Share → Add to Home Screen, so the banner explains it.
 */
export function isIosSafari(userAgent: string = navigator.userAgent): boolean {
  const ios = /iPad|iPhone|iPod/.test(userAgent);
  // Chrome, Firefox, Edge and in-app browsers on iOS cannot add to the home screen the same way.
  const otherBrowser = /CriOS|FxiOS|EdgiOS|OPiOS|GSA|FBAN|FBAV|Instagram/.test(userAgent);
  return ios && !otherBrowser && /Safari/.test(userAgent);
}

/** Already running as an installed app (standalone window or iOS home-screen web app). */
export function isInstalled(): boolean {
  const standalone = typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  return standalone || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/** The event Chromium browsers fire when the app can be installed (not in lib.dom). */
export type BeforeInstallPromptEvent = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
};
