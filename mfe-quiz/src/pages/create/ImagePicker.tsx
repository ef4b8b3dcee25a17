import { useId } from 'react';
import { POLISH_MESSAGES } from '@quizlink/contracts/quiz';
import { Button } from '@quizlink/ui';
import { ImageIcon } from './editor-icons.tsx';
import { EDITOR_IMAGE_ACCEPT } from './image-rules.ts';
import type { ImageDraft } from './question-draft.ts';

export type ImagePickerProps = { image: ImageDraft; disabled?: boolean; onPick: (file: File | null) => void };

/**
 * An optional image per question: PNG, JPG or GIF under 5 MB, previewed before it is uploaded.
 * The native file input stays in the page, labelled "Image (optional)", but is drawn as a drop-zone
 * style button (its second label) instead of the browser's "Choose file / No file chosen".
 */
export function ImagePicker({ image, disabled, onPick }: ImagePickerProps) {
  const id = useId();
  const shown = image.previewUrl ?? image.savedUrl;
  return (
    <div className="ql-field">
      <span className="ql-field__label" id={`${id}-label`}>
        Image (optional)
      </span>
      <input
        id={id}
        className="ql-file-picker__input"
        type="file"
        accept={EDITOR_IMAGE_ACCEPT}
        disabled={disabled}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          onPick(e.target.files?.[0] ?? null);
          e.target.value = '';
        }}
      />
      <label className="ql-file-picker__zone" htmlFor={id} aria-hidden="true">
        <ImageIcon />
        <span>{shown ? POLISH_MESSAGES.replaceImage : POLISH_MESSAGES.chooseImage}</span>
      </label>
      <p id={`${id}-hint`} className="ql-field__hint">
        PNG, JPG, GIF up to 5MB
      </p>
      {shown ? (
        <div className="ql-file-picker__preview">
          <img src={shown} alt="Preview of the selected illustration" />
          <Button variant="outline" size="sm" onClick={() => onPick(null)} disabled={disabled}>
            Remove image
          </Button>
        </div>
      ) : null}
    </div>
  );
}
