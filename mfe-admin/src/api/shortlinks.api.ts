import { type Shortlink, SHORTLINK_API_PATHS } from '@quizlink/contracts/shortlink';
import { api } from '@quizlink/platform';

/** The shortlink admin's calls (spec §7): JSON bodies, the shared password in each one. */
export const shortlinksApi = {
  list: (password: string) => api.post<Shortlink[]>(SHORTLINK_API_PATHS.list, { password }),
  create: (password: string, short: string, target: string) => api.post<Shortlink>(SHORTLINK_API_PATHS.create, { password, short, target }),
  remove: (password: string, short: string) => api.post<{ success: true }>(SHORTLINK_API_PATHS.delete, { password, short }),
};
