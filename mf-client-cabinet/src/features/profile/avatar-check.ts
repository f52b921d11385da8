import { AVATAR_MAX_BYTES, AVATAR_TYPES, type MessageCode } from 'shared-api';

/** The accept attribute of the file input: the contract's avatar types. */
export const AVATAR_ACCEPT = AVATAR_TYPES.join(',');

/** The size limit in whole megabytes, for the hint. */
export const AVATAR_MAX_MB = Math.floor(AVATAR_MAX_BYTES / (1024 * 1024));

/**
 * Why a chosen file cannot be an avatar (the contract's message code), or null when it may be
 * sent. The server checks again by content; this only spares the partner a useless upload.
 */
export function avatarProblem(file: { type: string; size: number }): MessageCode | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'fileType';
  if (file.size > AVATAR_MAX_BYTES) return 'fileTooLarge';
  return null;
}
