export type BannerView = 'login' | 'manager';

/** Spec §2: the status banner is red when the message contains 'Error' (on the login view also 'Invalid'), otherwise green. */
export function bannerTone(message: string, view: BannerView): 'error' | 'success' {
  if (message.includes('Error')) return 'error';
  return view === 'login' && message.includes('Invalid') ? 'error' : 'success';
}
