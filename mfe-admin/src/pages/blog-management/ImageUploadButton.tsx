import { useRef, useState } from 'react';
import { BLOG_MANAGEMENT_LABELS, UPLOAD_ACCEPT } from '@quizlink/contracts/content';
import { Button } from '@quizlink/ui';

export type ImageUploadButtonProps = {
  disabled?: boolean;
  /** Uploads the file and resolves its URL, or null when it failed (the caller has said why). */
  upload: (file: File) => Promise<string | null>;
  onUploaded: (imageUrl: string, fileName: string) => void;
};

/** A button that opens the file picker; the chosen image is uploaded and handed back as a URL. */
export function ImageUploadButton({ disabled, upload, onUploaded }: ImageUploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const chosen = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const url = await upload(file);
      if (url) onUploaded(url, file.name);
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept={UPLOAD_ACCEPT}
        // Hidden: the button below is the one control users meet; a programmatic click still opens the picker.
        hidden
        onChange={(e) => void chosen(e.target.files?.[0])}
        data-testid="blog-image-input"
      />
      <Button size="sm" variant="secondary" disabled={disabled || uploading} onClick={() => input.current?.click()}>
        {uploading ? BLOG_MANAGEMENT_LABELS.uploading : BLOG_MANAGEMENT_LABELS.uploadImage}
      </Button>
    </>
  );
}
