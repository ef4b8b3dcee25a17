/** Texts of the share sheet on /share and the dashboard (ours, not spec quotes; the invitation is `invitationMessage`). */
export const SHARE_SHEET_TEXTS = {
  codeLabel: 'Access code',
  /** The QR image's accessible name: it names what it is and what it opens. */
  qrLabel: (quizTitle: string): string => `QR code of the quiz link for ${quizTitle}`,
  qrLoading: 'Drawing the QR code...',
  qrFailed: 'The QR code could not be drawn. Share the link instead.',
  qrHint: 'Friends can scan it with their phone camera.',
  nativeShare: 'Share...',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  x: 'X',
  email: 'Email',
  /** The group of share buttons, for screen readers. */
  targetsLabel: 'Share the quiz on',
  /** The email's subject line. */
  emailSubject: (quizTitle: string): string => `Take my quiz: ${quizTitle}`,
} as const;
