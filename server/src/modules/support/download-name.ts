import { EXTENSION_BY_CONTENT_TYPE } from '../../storage/file-storage';

/** The other spellings a type's extension has (a `.jpeg` photo is a JPEG as much as a `.jpg`). */
const ALSO: Record<string, readonly string[]> = { jpg: ['jpeg'] };

/**
 * The name a saved attachment gets: the uploader's, ending in the extension of the type its bytes
 * were checked to be. The uploader chose the name, so `invoice.html` holding a PDF that is also
 * valid HTML would be saved as a page and run from disk when opened; it is saved as
 * `invoice.html.pdf`.
 */
export function downloadName(fileName: string, contentType: string): string {
  const ext = EXTENSION_BY_CONTENT_TYPE[contentType];
  if (!ext) return fileName;
  const given = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  const fits = fileName.includes('.') && [ext, ...(ALSO[ext] ?? [])].includes(given);
  return fits ? fileName : `${fileName}.${ext}`;
}
