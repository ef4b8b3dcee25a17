import { useCallback, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_MESSAGES, BLOG_MESSAGES, type BlogPost, type BlogPostInput, UPLOAD_MESSAGES } from '@quizlink/contracts/content';
import { LIMITS } from '@quizlink/contracts/quiz';
import { isAbort, isNetworkError, serverMessageOf, session, statusOf, toast } from '@quizlink/platform';
import { blogApi } from '../../api/blog.api.ts';
import { adminQueryKeys } from '../../api/query-keys.ts';
import { formProblem, toPayload, type PostForm } from './post-form.ts';

const TOKEN_KEY = 'blogManagementToken';

export type BlogState = { status: 'gate' } | { status: 'loading' } | { status: 'ready'; posts: BlogPost[] };

const failure = (title: string, error: unknown) => toast({ title, description: serverMessageOf(error), variant: 'destructive' });

/**
 * Blog management's session and calls. The token lives in session storage (spec §3); any 401 clears
 * it and shows the password gate again. The posts are a query of the page's query client, not
 * retried (a failure is told at once); after a save or a delete the list is refetched.
 */
/** `onLocked` runs whenever the gate comes back; pass a stable function (useCallback). */
export function useBlogManagement(opts: { onLocked?: () => void } = {}) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(() => session.get(TOKEN_KEY));
  const [busy, setBusy] = useState(false);
  const { onLocked } = opts;

  const lock = useCallback((expired: boolean) => {
    onLocked?.();
    session.remove(TOKEN_KEY);
    setToken(null);
    queryClient.removeQueries({ queryKey: adminQueryKeys.blogPosts() });
    if (expired) toast({ title: ADMIN_MESSAGES.sessionExpired, variant: 'destructive' });
  }, [onLocked, queryClient]);

  /** Runs a call that needs the token; a 401 ends the session. Rejections other than 401 are re-thrown. */
  const authorised = useCallback(
    async <T,>(call: (current: string) => Promise<T>): Promise<T | undefined> => {
      if (!token) return undefined;
      try {
        return await call(token);
      } catch (error) {
        if (statusOf(error) === 401) {
          lock(true);
          return undefined;
        }
        throw error;
      }
    },
    [token, lock],
  );

  const posts = useQuery({
    queryKey: adminQueryKeys.blogPosts(),
    queryFn: async () => {
      try {
        return await blogApi.list(token ?? '');
      } catch (error) {
        if (statusOf(error) === 401) lock(true);
        else if (!isAbort(error)) failure(BLOG_MESSAGES.loadFailed, error);
        throw error;
      }
    },
    enabled: token !== null,
    retry: false,
  });

  const reload = useCallback(() => void queryClient.invalidateQueries({ queryKey: adminQueryKeys.blogPosts() }), [queryClient]);

  const authenticate = useCallback(async (password: string) => {
    setBusy(true);
    try {
      const { token: issued } = await blogApi.authenticate(password);
      session.set(TOKEN_KEY, issued);
      setToken(issued);
    } catch (error) {
      if (statusOf(error) === 401 || statusOf(error) === 400) {
        toast({ title: BLOG_MESSAGES.accessDeniedTitle, description: BLOG_MESSAGES.invalidPassword, variant: 'destructive' });
      } else toast({ title: BLOG_MESSAGES.authFailed, description: isNetworkError(error) ? undefined : serverMessageOf(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }, []);

  // The writes, each through the session's token (undefined when a 401 ended the session).
  const { mutateAsync: savePost } = useMutation({
    mutationFn: ({ id, payload }: { id: number | null; payload: BlogPostInput }) =>
      authorised((current) => (id === null ? blogApi.create(current, payload) : blogApi.update(current, id, payload))),
  });
  const { mutateAsync: deletePost } = useMutation({
    mutationFn: (id: number) => authorised(async (current) => (await blogApi.remove(current, id), true)),
  });

  /** Saves the form; resolves true when saved (the caller then closes the form). */
  const save = useCallback(
    async (form: PostForm): Promise<boolean> => {
      const problem = formProblem(form);
      if (problem) {
        toast({ title: problem, variant: 'destructive' });
        return false;
      }
      setBusy(true);
      try {
        const saved = await savePost({ id: form.id, payload: toPayload(form) });
        if (!saved) return false;
        toast({ title: form.id === null ? BLOG_MESSAGES.created : BLOG_MESSAGES.updated });
        reload();
        return true;
      } catch (error) {
        failure(BLOG_MESSAGES.saveFailed, error);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [savePost, reload],
  );

  const remove = useCallback(
    async (post: BlogPost) => {
      if (!window.confirm(BLOG_MESSAGES.confirmDelete(post.title))) return;
      setBusy(true);
      try {
        if (await deletePost(post.id)) {
          toast({ title: BLOG_MESSAGES.deleted });
          reload();
        }
      } catch (error) {
        failure(BLOG_MESSAGES.deleteFailed, error);
      } finally {
        setBusy(false);
      }
    },
    [deletePost, reload],
  );

  /** Uploads an image (≤ 5 MB, checked here first) and resolves its URL, or null after saying why not. */
  const upload = useCallback(
    async (file: File): Promise<string | null> => {
      const tooLarge = () => toast({ title: UPLOAD_MESSAGES.tooLargeTitle, description: UPLOAD_MESSAGES.tooLargeBody, variant: 'destructive' });
      if (file.size > LIMITS.imageMaxBytes) {
        tooLarge();
        return null;
      }
      try {
        const uploaded = await authorised((current) => blogApi.uploadImage(current, file));
        return uploaded?.imageUrl ?? null;
      } catch (error) {
        if (statusOf(error) === 413) tooLarge();
        else failure(UPLOAD_MESSAGES.failed, error);
        return null;
      }
    },
    [authorised],
  );

  let state: BlogState;
  if (token === null) state = { status: 'gate' };
  else if (posts.isPending) state = { status: 'loading' };
  else state = { status: 'ready', posts: posts.data ?? [] };

  return { state, busy, authenticate, logout: () => lock(false), save, remove, upload };
}
