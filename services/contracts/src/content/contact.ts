import { z } from 'zod';

/**
 * Contact form and the admin inbox (content service). Texts are the spec's, quoted exactly
 * (results-sharing-admin.md §5, §8); the few labels the spec does not give are marked as such.
 */
export const CONTACT_API_PATHS = {
  contact: '/api/contact',
  contactMessages: '/api/contact/messages',
  adminLogin: '/api/admin/login',
} as const;

export const CONTACT_LIMITS = {
  nameMaxLength: 100,
  emailMaxLength: 254,
  messageMaxLength: 5000,
} as const;

export const CONTACT_MESSAGES = {
  incompleteTitle: 'Incomplete form',
  incompleteBody: 'Please fill out all fields',
  invalidEmailTitle: 'Invalid email',
  invalidEmailBody: 'Please enter a valid email address',
  sent: 'Message sent!',
  sendFailed: 'Failed to send message',
  errorTitle: 'Error',
  errorBody: 'An unexpected error occurred. Please try again later.',
  /** Not in the spec: the server's answer to an over-long field. */
  tooLong: 'Your message is too long',
  /** Not in the spec: the answer to a client sending too many messages or login attempts. */
  tooManyRequests: 'Too many requests. Please try again later.',
} as const;

export const ADMIN_MESSAGES = {
  bothRequired: 'Please enter both username and password.',
  loginFailedTitle: 'Login Failed',
  invalidCredentials: 'Invalid credentials. Please try again.',
  loginErrorTitle: 'Login Error',
  loginErrorBody: 'Unable to connect to server...',
  sessionExpired: 'Session expired. Please login again.',
  fetchFailed: 'Failed to fetch contact messages',
  // Labels of the inbox; the spec names the controls but does not quote them.
  loginSucceeded: 'Login successful',
  tooManyAttempts: 'Too many failed attempts. Please try again later.',
} as const;

/**
 * "A simple address shape": something@something.tld, no spaces. Characters that would let an address
 * add headers to a mailto: link (`? & # %`) or break out of markup (`< > " ,;`) are refused.
 */
export const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"?&#%]+@[^\s@<>()[\]\\,;:"?&#%]+\.[^\s@<>()[\]\\,;:"?&#%.]+$/;

const requiredText = (max: number) =>
  z
    .string({ error: CONTACT_MESSAGES.incompleteBody })
    .trim()
    .min(1, CONTACT_MESSAGES.incompleteBody)
    .max(max, CONTACT_MESSAGES.tooLong);

export const contactRequestSchema = z.object({
  name: requiredText(CONTACT_LIMITS.nameMaxLength),
  email: requiredText(CONTACT_LIMITS.emailMaxLength).regex(EMAIL_PATTERN, CONTACT_MESSAGES.invalidEmailBody),
  message: requiredText(CONTACT_LIMITS.messageMaxLength),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ success: z.literal(true), id: z.number().int().positive(), message: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/**
 * The contact form's own check, before anything is sent (spec §5): the same rules as the server, as
 * a toast's title and description. Returns null when the form may be sent.
 */
export function checkContactForm(form: { name: string; email: string; message: string }): { title: string; description: string } | null {
  if (!form.name.trim() || !form.email.trim() || !form.message.trim()) {
    return { title: CONTACT_MESSAGES.incompleteTitle, description: CONTACT_MESSAGES.incompleteBody };
  }
  if (!EMAIL_PATTERN.test(form.email.trim())) {
    return { title: CONTACT_MESSAGES.invalidEmailTitle, description: CONTACT_MESSAGES.invalidEmailBody };
  }
  return null;
}

/** A stored contact message as the admin inbox reads it (spec §3: id, name, email, message, timestamp). */
export const contactMessageSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  timestamp: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const contactMessageListSchema = z.array(contactMessageSchema);

export const adminLoginRequestSchema = z.object({
  username: z.string({ error: ADMIN_MESSAGES.bothRequired }).trim().min(1, ADMIN_MESSAGES.bothRequired).max(200),
  password: z.string({ error: ADMIN_MESSAGES.bothRequired }).min(1, ADMIN_MESSAGES.bothRequired).max(1024),
});
export type AdminLoginRequest = z.infer<typeof adminLoginRequestSchema>;

/** A bearer token and when it stops working (ISO time). */
export const authTokenResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  message: z.string(),
  expiresAt: z.string(),
});
export type AuthTokenResponse = z.infer<typeof authTokenResponseSchema>;

/** `Authorization: Bearer <token>`. */
export const bearer = (token: string): Record<string, string> => ({ Authorization: `Bearer ${token}` });
