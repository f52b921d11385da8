import type { SUPPORT_ATTACHMENT_TYPES } from 'shared-api/contract';
import { sniffImageType } from '../profile/image-type';

export type AttachmentType = (typeof SUPPORT_ATTACHMENT_TYPES)[number];

const PDF = Buffer.from('%PDF-', 'latin1');

/** The attachment's type by its first bytes (never the client's header): an image or a PDF. */
export function sniffAttachmentType(bytes: Buffer): AttachmentType | null {
  if (bytes.subarray(0, PDF.length).equals(PDF)) return 'application/pdf';
  return sniffImageType(bytes);
}
