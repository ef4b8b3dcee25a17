import { useCallback, useEffect, useState } from 'react';
import { BLOG_MANAGEMENT_LABELS } from '@quizlink/contracts/content';
import { LAYOUT_MESSAGES } from '@quizlink/contracts/platform';
import { pageTitle, setPageMeta } from '@quizlink/platform';
import { Button, PageTitle, Spinner, Stack } from '@quizlink/ui';
import { PasswordGate } from './PasswordGate.tsx';
import { PostForm } from './PostForm.tsx';
import { PostList } from './PostList.tsx';
import { emptyForm, formFromPost, type PostForm as PostFormState } from './post-form.ts';
import { useBlogManagement } from './use-blog-management.ts';

/** /blog-management: the password gate, the post list and the create/edit form (spec §2). */
export function BlogManagementPage() {
  const [editing, setEditing] = useState<PostFormState | null>(null);
  const closeEditor = useCallback(() => setEditing(null), []);
  const blog = useBlogManagement({ onLocked: closeEditor });
  const { state } = blog;

  useEffect(() => {
    setPageMeta({ title: pageTitle(LAYOUT_MESSAGES.blogManagementTitle), description: BLOG_MANAGEMENT_LABELS.gateLead, noindex: true });
  }, []);

  const save = async (form: PostFormState) => {
    if (await blog.save(form)) setEditing(null);
  };

  return (
    <Stack gap={4}>
      <Stack direction="row" justify="space-between" align="center" wrap>
        <PageTitle>{LAYOUT_MESSAGES.blogManagementTitle}</PageTitle>
        {state.status === 'gate' ? null : (
          <Button variant="secondary" onClick={blog.logout}>
            {BLOG_MANAGEMENT_LABELS.logout}
          </Button>
        )}
      </Stack>
      {state.status === 'gate' ? <PasswordGate busy={blog.busy} onSubmit={(password) => void blog.authenticate(password)} /> : null}
      {state.status === 'loading' ? <Spinner label={BLOG_MANAGEMENT_LABELS.loading} /> : null}
      {state.status === 'ready' && editing ? (
        <PostForm key={editing.id ?? 'new'} initial={editing} busy={blog.busy} onSave={(form) => void save(form)} onCancel={() => setEditing(null)} upload={blog.upload} />
      ) : null}
      {state.status === 'ready' && !editing ? (
        <section aria-labelledby="blog-posts-heading">
          <Stack direction="row" justify="space-between" align="center" wrap>
            <h2 id="blog-posts-heading">{BLOG_MANAGEMENT_LABELS.postsHeading}</h2>
            <Button onClick={() => setEditing(emptyForm())}>{BLOG_MANAGEMENT_LABELS.newPost}</Button>
          </Stack>
          <PostList posts={state.posts} busy={blog.busy} onEdit={(post) => setEditing(formFromPost(post))} onDelete={(post) => void blog.remove(post)} />
        </section>
      ) : null}
    </Stack>
  );
}
