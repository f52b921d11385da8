import { AppError } from '../../http/app-error';

export const fileTooLarge = (maxBytes: number) =>
  new AppError(413, 'UPLOAD_REJECTED', `The file is larger than ${maxBytes} bytes`, {
    avatar: 'fileTooLarge',
  });

export const wrongFileType = () =>
  new AppError(415, 'UPLOAD_REJECTED', 'Only PNG, JPEG and WebP images are accepted', {
    avatar: 'fileType',
  });
