import { useId } from 'react';
import { Button, Stack } from '@quizlink/ui';
import { EDITOR_IMAGE_ACCEPT } from './image-rules.ts';
import type { ImageDraft } from './question-draft.ts';

export type ImagePickerProps = { image: ImageDraft; disabled?: boolean; onPick: (file: File | null) => void };

/** An optional image per question: PNG, JPG or GIF under 5 MB, previewed before it is uploaded. */
export function ImagePicker({ image, disabled, onPick }: ImagePickerProps) {
  const id = useId();
  const shown = image.previewUrl ?? image.savedUrl;
  return (
    <div className="ql-field">
      <label className="ql-field__label" htmlFor={id}>
        Image (optional)
      </label>
      <input
        id={id}
        type="file"
        accept={EDITOR_IMAGE_ACCEPT}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          onPick(e.target.files?.[0] ?? null);
          e.target.value = '';
        }}
      />
      <p id={`${id}-hint`} className="ql-field__hint">
        PNG, JPG, GIF up to 5MB
      </p>
      {shown ? (
        <Stack direction="row" gap={2} align="center">
          <img src={shown} alt="Preview of the selected illustration" style={{ maxWidth: '10rem', maxHeight: '6rem', objectFit: 'contain' }} />
          <Button variant="outline" size="sm" onClick={() => onPick(null)} disabled={disabled}>
            Remove image
          </Button>
        </Stack>
      ) : null}
    </div>
  );
}
