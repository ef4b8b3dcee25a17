/** What a share sheet sends: the link, the invitation (which contains the link) and a subject line. */
export type SharePayload = { link: string; message: string; subject: string };

export type ShareTarget = 'whatsapp' | 'telegram' | 'x' | 'email';

/** The order the buttons appear in. */
export const SHARE_TARGETS: readonly ShareTarget[] = ['whatsapp', 'telegram', 'x', 'email'];

const query = (params: Record<string, string>) => new URLSearchParams(params).toString().replaceAll('+', '%20');

/**
 * The public "share" address of each app, pre-filled with the invitation. Only what the caller passes
 * goes out (the quiz link and message, never anything private such as a dashboard link).
 */
export function shareTargetUrl(target: ShareTarget, payload: SharePayload): string {
  switch (target) {
    case 'whatsapp':
      return `https://wa.me/?${query({ text: payload.message })}`;
    case 'telegram':
      return `https://t.me/share/url?${query({ url: payload.link, text: payload.message })}`;
    case 'x':
      return `https://x.com/intent/post?${query({ text: payload.message })}`;
    case 'email':
      return `mailto:?${query({ subject: payload.subject, body: payload.message })}`;
  }
}
