import { BLOG_MANAGEMENT_LABELS, type BlogPost } from '@quizlink/contracts/content';
import { Button, Stack } from '@quizlink/ui';

export type PostListProps = { posts: readonly BlogPost[]; busy: boolean; onEdit: (post: BlogPost) => void; onDelete: (post: BlogPost) => void };

const rowStyle = {
  padding: 'var(--ql-space-3) var(--ql-space-4)',
  border: '1px solid var(--ql-color-border)',
  borderRadius: 'var(--ql-radius-sm)',
  background: 'var(--ql-color-surface)',
} as const;

const statusStyle = (published: boolean) =>
  ({
    padding: '0 var(--ql-space-2)',
    borderRadius: 999,
    fontSize: '0.8125rem',
    fontWeight: 700,
    background: published ? 'var(--ql-color-success-soft)' : 'var(--ql-color-warning-soft)',
    color: published ? 'var(--ql-color-success)' : 'var(--ql-color-warning)',
  }) as const;

/** Every post, drafts included, newest first, with edit and delete. */
export function PostList({ posts, busy, onEdit, onDelete }: PostListProps) {
  if (posts.length === 0) return <p>{BLOG_MANAGEMENT_LABELS.noPosts}</p>;
  return (
    <Stack as="ul" gap={2}>
      {posts.map((post) => (
        <li key={post.id} style={rowStyle}>
          <Stack direction="row" justify="space-between" align="center" gap={3} wrap>
            <div style={{ minWidth: 0 }}>
              <h3 style={{ margin: 0, fontSize: '1.0625rem', overflowWrap: 'anywhere' }}>{post.title}</h3>
              <p style={{ margin: 0, color: 'var(--ql-color-text-muted)', overflowWrap: 'anywhere' }}>
                /blog/{post.slug} · {new Date(post.createdAt).toLocaleDateString()} ·{' '}
                <span style={statusStyle(post.published)}>{post.published ? BLOG_MANAGEMENT_LABELS.published : BLOG_MANAGEMENT_LABELS.draft}</span>
              </p>
            </div>
            <Stack direction="row" gap={2}>
              <Button size="sm" variant="outline" onClick={() => onEdit(post)} disabled={busy} aria-label={`${BLOG_MANAGEMENT_LABELS.edit} ${post.title}`}>
                {BLOG_MANAGEMENT_LABELS.edit}
              </Button>
              <Button size="sm" variant="destructive" onClick={() => onDelete(post)} disabled={busy} aria-label={`${BLOG_MANAGEMENT_LABELS.delete} ${post.title}`}>
                {BLOG_MANAGEMENT_LABELS.delete}
              </Button>
            </Stack>
          </Stack>
        </li>
      ))}
    </Stack>
  );
}
