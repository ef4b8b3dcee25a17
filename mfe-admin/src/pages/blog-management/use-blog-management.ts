import { useCallback, useEffect, useState } from 'react';
import { ADMIN_MESSAGES, BLOG_MESSAGES, LIMITS, UPLOAD_MESSAGES, type BlogPost } from '@quizlink/contracts';
import { session, toast } from '@quizlink/platform';
import { blogApi } from '../../api/blog.api.ts';
import { isNetworkError, serverMessageOf, statusOf } from '../../api/request-errors.ts';
import { formProblem, toPayload, type PostForm } from './post-form.ts';

const TOKEN_KEY = 'blogManagementToken';

export type BlogState = { status: 'gate' } | { status: 'loading' } | { status: 'ready'; posts: BlogPost[] };

const failure = (title: string, error: unknown) => toast({ title, description: serverMessageOf(error), variant: 'destructive' });

/**
 * Blog management's session and calls. The token lives in session storage (spec §3); any 401 clears
 * it and shows the password gate again.
 */
/** `onLocked` runs whenever the gate comes back; pass a stable function (useCallback). */
export function useBlogManagement(opts: { onLocked?: () => void } = {}) {
  // A request to list the posts with this token; a new object (same token) lists them again.
  const [listing, setListing] = useState<{ token: string } | null>(() => {
    const stored = session.get(TOKEN_KEY);
    return stored ? { token: stored } : null;
  });
  const token = listing?.token ?? null;
  const [state, setState] = useState<BlogState>(() => (listing ? { status: 'loading' } : { status: 'gate' }));
  const [busy, setBusy] = useState(false);
  const { onLocked } = opts;

  const lock = useCallback((expired: boolean) => {
    onLocked?.();
    session.remove(TOKEN_KEY);
    setListing(null);
    setState({ status: 'gate' });
    if (expired) toast({ title: ADMIN_MESSAGES.sessionExpired, variant: 'destructive' });
  }, [onLocked]);

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

  const reload = useCallback(() => setListing((current) => (current ? { ...current } : current)), []);

  useEffect(() => {
    if (!listing) return;
    let current = true;
    blogApi.list(listing.token).then(
      (posts) => {
        if (current) setState({ status: 'ready', posts });
      },
      (error: unknown) => {
        if (!current) return;
        if (statusOf(error) === 401) {
          lock(true);
          return;
        }
        failure(BLOG_MESSAGES.loadFailed, error);
        setState((previous) => (previous.status === 'ready' ? previous : { status: 'ready', posts: [] }));
      },
    );
    return () => {
      current = false;
    };
  }, [listing, lock]);

  const authenticate = useCallback(async (password: string) => {
    setBusy(true);
    try {
      const { token: issued } = await blogApi.authenticate(password);
      session.set(TOKEN_KEY, issued);
      setState({ status: 'loading' });
      setListing({ token: issued });
    } catch (error) {
      if (statusOf(error) === 401 || statusOf(error) === 400) {
        toast({ title: BLOG_MESSAGES.accessDeniedTitle, description: BLOG_MESSAGES.invalidPassword, variant: 'destructive' });
      } else toast({ title: BLOG_MESSAGES.authFailed, description: isNetworkError(error) ? undefined : serverMessageOf(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }, []);

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
        const payload = toPayload(form);
        const saved = await authorised((current) => (form.id === null ? blogApi.create(current, payload) : blogApi.update(current, form.id, payload)));
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
    [authorised, reload],
  );

  const remove = useCallback(
    async (post: BlogPost) => {
      if (!window.confirm(BLOG_MESSAGES.confirmDelete(post.title))) return;
      setBusy(true);
      try {
        await authorised(async (current) => {
          await blogApi.remove(current, post.id);
          toast({ title: BLOG_MESSAGES.deleted });
          reload();
        });
      } catch (error) {
        failure(BLOG_MESSAGES.deleteFailed, error);
      } finally {
        setBusy(false);
      }
    },
    [authorised, reload],
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

  return { state, busy, authenticate, logout: () => lock(false), save, remove, upload };
}
