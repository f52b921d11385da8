import { SUPPORT_ATTACHMENT_MAX_BYTES } from 'shared-api/contract';
import { AppError } from '../../http/app-error';

export const attachmentTooLarge = () =>
  new AppError(
    413,
    'UPLOAD_REJECTED',
    `The file is larger than ${SUPPORT_ATTACHMENT_MAX_BYTES} bytes`,
    { file: 'fileTooLarge' },
  );

export const attachmentWrongType = () =>
  new AppError(415, 'UPLOAD_REJECTED', 'Only PNG, JPEG, WebP images and PDF files are accepted', {
    file: 'attachmentType',
  });

export const attachmentMissing = () =>
  new AppError(422, 'VALIDATION_FAILED', 'Send one file in the field `file`', {
    file: 'required',
  });

/** An attachment id that is not the caller's, or already on a message. */
export const attachmentUnknown = () =>
  new AppError(422, 'VALIDATION_FAILED', 'An attachment is unknown or already used', {
    attachmentIds: 'outOfRange',
  });
