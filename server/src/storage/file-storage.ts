/** A stored file as read back. */
export type StoredFile = { bytes: Buffer; contentType: string };

/**
 * Where uploaded files (avatars) live. Keys are `<folder>/<random>.<ext>`, chosen by the app and
 * never by the client. `urlOf` is what the UI loads the file from.
 */
export interface FileStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Null when there is no such file. */
  get(key: string): Promise<StoredFile | null>;
  /** Removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  urlOf(key: string): string;
}

/** The content types the app stores, by the extension its keys carry. */
export const CONTENT_TYPE_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  // Support attachments only (issue 13); the avatar routes sniff and serve images alone.
  pdf: 'application/pdf',
};

export const EXTENSION_BY_CONTENT_TYPE: Record<string, string> = Object.fromEntries(
  Object.entries(CONTENT_TYPE_BY_EXTENSION).map(([ext, type]) => [type, ext]),
);

/** `avatars/3f9c….png`: a folder, then 32 hex characters and a known extension. */
export const STORAGE_KEY = /^[a-z]+\/[0-9a-f]{32}\.(png|jpg|webp|pdf)$/;

export function contentTypeOfKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1);
  return CONTENT_TYPE_BY_EXTENSION[ext] ?? 'application/octet-stream';
}

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new Error(`not a storage key: ${key}`);
}
