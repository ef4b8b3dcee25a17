/** A re-encoded upload as it is kept: its public name, type, bytes and size in pixels. */
export type StoredImage = { name: string; contentType: string; bytes: Buffer; width: number; height: number };

/** What the upload routes need from storage (the port); the uploaded-image repository provides it. */
export type UploadedImageStore = {
  save(image: StoredImage): Promise<void>;
  find(name: string): Promise<{ contentType: string; bytes: Buffer } | null>;
};
