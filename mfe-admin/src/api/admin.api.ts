import { type AdminLoginRequest, type AuthTokenResponse, bearer, CONTACT_API_PATHS, type ContactMessage } from '@quizlink/contracts/content';
import { api } from '@quizlink/platform';

/** The admin inbox's calls (spec §7): login, then the messages with the bearer token. */
export const adminApi = {
  login: (credentials: AdminLoginRequest) => api.post<AuthTokenResponse>(CONTACT_API_PATHS.adminLogin, credentials),
  messages: (token: string, signal?: AbortSignal) =>
    api.get<ContactMessage[]>(CONTACT_API_PATHS.contactMessages, { headers: bearer(token), ...(signal ? { signal } : {}) }),
};
