import type React from 'react';
import { useId, useRef, useState } from 'react';
import { AUTO_DRAFT_ACCEPT, AUTO_DRAFT_LABELS } from '@quizlink/contracts/draft';
import { Button, Stack } from '@quizlink/ui';

export type FileDropZoneProps = { files: File[]; onAdd: (files: File[]) => void; onRemove: (index: number) => void; disabled?: boolean };

const kb = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/**
 * Several files at once, by the file picker or by drag and drop. The drop area is a convenience for
 * pointer users; the labelled "Choose files" button is the keyboard and screen-reader path.
 */
export function FileDropZone({ files, onAdd, onRemove, disabled }: FileDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);
  const zone: React.CSSProperties = {
    border: `2px dashed ${over ? 'var(--ql-color-primary)' : 'var(--ql-color-border)'}`,
    background: over ? 'var(--ql-color-primary-soft)' : 'var(--ql-color-surface)',
    borderRadius: 'var(--ql-radius)',
    padding: 'var(--ql-space-5)',
    textAlign: 'center',
  };
  return (
    <Stack gap={3}>
      <div
        data-testid="drop-zone"
        style={zone}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          if (!disabled) onAdd([...e.dataTransfer.files]);
        }}
      >
        <Stack gap={2} align="center">
          <p style={{ margin: 0 }}>{AUTO_DRAFT_LABELS.dropHint}</p>
          <Button variant="outline" onClick={() => input.current?.click()} disabled={disabled} aria-describedby={hintId}>
            {AUTO_DRAFT_LABELS.chooseFiles}
          </Button>
          <input
            ref={input}
            type="file"
            multiple
            accept={AUTO_DRAFT_ACCEPT}
            aria-label={AUTO_DRAFT_LABELS.uploadFiles}
            style={{ display: 'none' }}
            onChange={(e) => {
              onAdd([...(e.target.files ?? [])]);
              e.target.value = '';
            }}
          />
          <p id={hintId} className="ql-field__hint" style={{ margin: 0 }}>
            {AUTO_DRAFT_LABELS.fileHint}
          </p>
        </Stack>
      </div>
      {files.length > 0 ? (
        <ul aria-label={AUTO_DRAFT_LABELS.uploadFiles} style={{ margin: 0, paddingLeft: 'var(--ql-space-5)' }}>
          {files.map((file, i) => (
            <li key={`${file.name}-${i}`}>
              <Stack direction="row" gap={3} align="center" wrap>
                <span>
                  {file.name} ({kb(file.size)})
                </span>
                <Button size="sm" variant="secondary" onClick={() => onRemove(i)} aria-label={`${AUTO_DRAFT_LABELS.removeFile} ${file.name}`} disabled={disabled}>
                  {AUTO_DRAFT_LABELS.removeFile}
                </Button>
              </Stack>
            </li>
          ))}
        </ul>
      ) : null}
    </Stack>
  );
}
