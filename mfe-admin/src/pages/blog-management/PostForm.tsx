import type React from 'react';
import { useRef, useState } from 'react';
import { BLOG_MANAGEMENT_LABELS, blogSlugFromTitle, cleanLinkedWords } from '@quizlink/contracts/content';
import { Button, Card, Stack, TextArea, TextField } from '@quizlink/ui';
import { MarkdownPreview } from '../../components/MarkdownPreview.tsx';
import { ImageUploadButton } from './ImageUploadButton.tsx';
import { LinkedWordsEditor } from './LinkedWordsEditor.tsx';
import { insertImage, withTitle, type PostForm as PostFormState } from './post-form.ts';

export type PostFormProps = {
  initial: PostFormState;
  busy: boolean;
  onSave: (form: PostFormState) => void;
  onCancel: () => void;
  upload: (file: File) => Promise<string | null>;
};

/** Create or edit one post (spec §2): title, slug, excerpt, markdown content with image upload, linked words, tags, Publish immediately. */
export function PostForm({ initial, busy, onSave, onCancel, upload }: PostFormProps) {
  const [form, setForm] = useState(initial);
  const [preview, setPreview] = useState(false);
  const content = useRef<HTMLTextAreaElement>(null);
  const set = (patch: Partial<PostFormState>) => setForm((previous) => ({ ...previous, ...patch }));

  const imageUploaded = (imageUrl: string, fileName: string) => {
    const cursor = content.current ? content.current.selectionStart : null;
    setForm((previous) => ({ ...previous, content: insertImage(previous.content, cursor, imageUrl, fileName).content }));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    onSave(form);
  };

  return (
    <Card heading={form.id === null ? BLOG_MANAGEMENT_LABELS.createHeading : BLOG_MANAGEMENT_LABELS.editHeading}>
      <form onSubmit={submit} noValidate>
        <Stack gap={4}>
          <TextField id="post-title" label={BLOG_MANAGEMENT_LABELS.title} value={form.title} onChange={(e) => setForm((previous) => withTitle(previous, e.target.value))} required />
          <TextField
            id="post-slug"
            label={BLOG_MANAGEMENT_LABELS.slug}
            hint={BLOG_MANAGEMENT_LABELS.slugHint(blogSlugFromTitle(form.slug))}
            value={form.slug}
            onChange={(e) => set({ slug: e.target.value, slugTouched: true })}
          />
          <TextArea id="post-excerpt" label={BLOG_MANAGEMENT_LABELS.excerpt} rows={2} value={form.excerpt} onChange={(e) => set({ excerpt: e.target.value })} />
          <div>
            <TextArea ref={content} id="post-content" label={BLOG_MANAGEMENT_LABELS.content} rows={14} value={form.content} onChange={(e) => set({ content: e.target.value })} required />
            <Stack direction="row" gap={2} wrap>
              <ImageUploadButton disabled={busy} upload={upload} onUploaded={imageUploaded} />
              <Button size="sm" variant="outline" aria-expanded={preview} onClick={() => setPreview((shown) => !shown)}>
                {preview ? BLOG_MANAGEMENT_LABELS.hidePreview : BLOG_MANAGEMENT_LABELS.showPreview}
              </Button>
            </Stack>
          </div>
          {preview ? <MarkdownPreview markdown={form.content} linkedWords={cleanLinkedWords(form.linkedWords)} label={BLOG_MANAGEMENT_LABELS.preview} /> : null}
          <LinkedWordsEditor pairs={form.linkedWords} onChange={(linkedWords) => set({ linkedWords })} />
          <TextField id="post-tags" label={BLOG_MANAGEMENT_LABELS.tags} hint={BLOG_MANAGEMENT_LABELS.tagsHint} value={form.tags} onChange={(e) => set({ tags: e.target.value })} />
          <label style={{ display: 'flex', gap: 'var(--ql-space-2)', alignItems: 'center', minHeight: 44 }}>
            <input type="checkbox" checked={form.published} onChange={(e) => set({ published: e.target.checked })} style={{ width: 20, height: 20 }} />
            {BLOG_MANAGEMENT_LABELS.publishImmediately}
          </label>
          <Stack direction="row" gap={2} wrap>
            <Button type="submit" disabled={busy}>
              {busy ? BLOG_MANAGEMENT_LABELS.saving : form.id === null ? BLOG_MANAGEMENT_LABELS.create : BLOG_MANAGEMENT_LABELS.update}
            </Button>
            <Button variant="outline" onClick={onCancel} disabled={busy}>
              {BLOG_MANAGEMENT_LABELS.cancel}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Card>
  );
}
