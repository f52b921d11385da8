import { App, Button, Upload, type UploadFile } from 'antd';
import {
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_ATTACHMENT_TYPES,
  SUPPORT_ATTACHMENTS_PER_MESSAGE,
  uploadSupportAttachment,
} from 'shared-api';
import { apiErrorText, fieldErrorText } from 'shared-ui';
import { Icon } from '../../components/icon';
import { useCabinetT } from '../../i18n';

const MB = 1024 * 1024;

/**
 * Files for a message: each is uploaded as soon as it is picked (so a refused type or size is
 * told at once), and the form sends the ids of the uploaded ones (`UploadFile.response`).
 */
export function AttachmentPicker({
  value,
  onChange,
  disabled,
}: {
  value?: UploadFile<number>[];
  onChange?: (files: UploadFile<number>[]) => void;
  disabled?: boolean;
}) {
  const { t } = useCabinetT();
  const { message } = App.useApp();
  const files = value ?? [];
  return (
    <Upload<number>
      multiple
      fileList={files}
      accept={SUPPORT_ATTACHMENT_TYPES.join(',')}
      maxCount={SUPPORT_ATTACHMENTS_PER_MESSAGE}
      disabled={disabled}
      beforeUpload={(file) => {
        // `accept` only filters the picker's list: a dropped file of another type arrives too.
        if (!(SUPPORT_ATTACHMENT_TYPES as readonly string[]).includes(file.type)) {
          void message.error(t('validation.attachmentType', { ns: 'common' }));
          return Upload.LIST_IGNORE;
        }
        if (file.size > SUPPORT_ATTACHMENT_MAX_BYTES) {
          void message.error(t('validation.fileTooLarge', { ns: 'common' }));
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file, onSuccess, onError }) => {
        const blob = file as File;
        uploadSupportAttachment(blob, blob.name).then(
          (stored) => onSuccess?.(stored.id),
          (error: unknown) => {
            void message.error(
              `${t('support.form.uploadFailed', { name: blob.name })}: ${refusalText(t, error)}`,
            );
            onError?.(error as Error);
          },
        );
      }}
      onChange={({ fileList }) => onChange?.(fileList.filter((f) => f.status !== 'error'))}
    >
      <Button
        icon={<Icon name="upload" />}
        disabled={disabled || files.length >= SUPPORT_ATTACHMENTS_PER_MESSAGE}
      >
        {t('support.form.attach')}
      </Button>
    </Upload>
  );
}

/** Why the server refused a file: its type or size when it says which, else the error's text. */
const refusalText = (t: ReturnType<typeof useCabinetT>['t'], error: unknown) =>
  fieldErrorText(t, error, 'file') ?? apiErrorText(t, error);

/** The ids of the uploaded files (the ones still uploading or failed are not sent). */
export const attachmentIdsOf = (files: UploadFile<number>[] | undefined): number[] =>
  (files ?? []).flatMap((f) =>
    f.status === 'done' && typeof f.response === 'number' ? [f.response] : [],
  );

export const attachmentHint = (t: ReturnType<typeof useCabinetT>['t']) =>
  t('support.form.attachHint', {
    size: SUPPORT_ATTACHMENT_MAX_BYTES / MB,
    count: SUPPORT_ATTACHMENTS_PER_MESSAGE,
  });
