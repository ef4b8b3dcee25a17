import { BLOG_MANAGEMENT_LABELS } from '@quizlink/contracts/content';
import { Button, Stack, TextField } from '@quizlink/ui';

export type LinkedWordsEditorProps = {
  pairs: ReadonlyArray<{ word: string; url: string }>;
  onChange: (pairs: Array<{ word: string; url: string }>) => void;
};

/** Word + URL rows; rows left empty are dropped when the post is saved (spec §5). */
export function LinkedWordsEditor({ pairs, onChange }: LinkedWordsEditorProps) {
  const update = (index: number, field: 'word' | 'url', value: string) => onChange(pairs.map((pair, i) => (i === index ? { ...pair, [field]: value } : pair)));
  return (
    <fieldset style={{ border: '1px solid var(--ql-color-border)', borderRadius: 'var(--ql-radius-sm)', padding: 'var(--ql-space-3) var(--ql-space-4)' }}>
      <legend style={{ fontWeight: 600 }}>{BLOG_MANAGEMENT_LABELS.linkedWords}</legend>
      <p style={{ color: 'var(--ql-color-text-muted)', fontSize: '0.875rem' }}>{BLOG_MANAGEMENT_LABELS.linkedWordsHint}</p>
      <Stack gap={2}>
        {pairs.map((pair, index) => (
          <Stack key={index} direction="row" gap={2} align="flex-end" wrap>
            <div style={{ flex: '1 1 140px' }}>
              <TextField id={`linked-word-${index}`} label={`${BLOG_MANAGEMENT_LABELS.word} ${index + 1}`} value={pair.word} onChange={(e) => update(index, 'word', e.target.value)} />
            </div>
            <div style={{ flex: '2 1 220px' }}>
              <TextField id={`linked-url-${index}`} type="url" label={`${BLOG_MANAGEMENT_LABELS.url} ${index + 1}`} value={pair.url} onChange={(e) => update(index, 'url', e.target.value)} />
            </div>
            <Button size="sm" variant="outline" onClick={() => onChange(pairs.filter((_, i) => i !== index))} aria-label={BLOG_MANAGEMENT_LABELS.removeLinkedWord(index + 1)}>
              ✕
            </Button>
          </Stack>
        ))}
        <div>
          <Button size="sm" variant="secondary" onClick={() => onChange([...pairs, { word: '', url: '' }])}>
            {BLOG_MANAGEMENT_LABELS.addLinkedWord}
          </Button>
        </div>
      </Stack>
    </fieldset>
  );
}
