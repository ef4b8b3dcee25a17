import { buildPath } from '@quizlink/contracts/http';
import { type AuthTokenResponse, bearer, BLOG_API_PATHS, type BlogPost, type BlogPostInput, UPLOAD_API_PATHS, UPLOAD_FIELD, type UploadImageResponse } from '@quizlink/contracts/content';
import { api } from '@quizlink/platform';

/** Blog management's calls (spec §7), each with the blog manager's bearer token. */
export const blogApi = {
  authenticate: (password: string) => api.post<AuthTokenResponse>(BLOG_API_PATHS.auth, { password }),
  list: (token: string) => api.get<BlogPost[]>(BLOG_API_PATHS.posts, { headers: bearer(token) }),
  create: (token: string, post: BlogPostInput) => api.post<BlogPost>(BLOG_API_PATHS.posts, post, { headers: bearer(token) }),
  update: (token: string, id: number, post: BlogPostInput) =>
    api.put<BlogPost>(buildPath(BLOG_API_PATHS.postById, { id }), post, { headers: bearer(token) }),
  remove: (token: string, id: number) => api.del<void>(buildPath(BLOG_API_PATHS.postById, { id }), { headers: bearer(token) }),
  uploadImage(token: string, file: File) {
    const form = new FormData();
    form.append(UPLOAD_FIELD, file, file.name);
    return api.post<UploadImageResponse>(UPLOAD_API_PATHS.uploadImage, form, { headers: bearer(token) });
  },
};
