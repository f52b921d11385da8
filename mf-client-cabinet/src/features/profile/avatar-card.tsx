import { Alert, App, Avatar, Button, Card, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { toApiError, uploadClientAvatar } from 'shared-api';
import { ErrorAlert, messageKey } from 'shared-ui';
import { Icon } from '../../components/icon';
import { useCabinetT } from '../../i18n';
import { useCurrentPartner, usePatchMe } from '../me';
import { AVATAR_ACCEPT, AVATAR_MAX_MB, avatarProblem } from './avatar-check';
import { ChangeAction } from '../../components/change-action';

type Refusal = { text: string } | { error: unknown };

/**
 * The partner's photo: a large preview and an upload button. A file of the wrong type or size is
 * refused here, before any request; the server's refusal (checked by content) is shown translated.
 * After an upload the header avatar changes too (the cached /me).
 */
export function AvatarCard() {
  const { t } = useCabinetT();
  const { message } = App.useApp();
  const partner = useCurrentPartner();
  const patchMe = usePatchMe();
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const initials = (partner.firstName[0] ?? '') + (partner.lastName[0] ?? '');

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const avatarUrl = await uploadClientAvatar(file, file.name);
      patchMe({ avatarUrl });
      void message.success(t('profile.avatar.uploaded'));
    } catch (failure: unknown) {
      // 413 / 415 UPLOAD_REJECTED name the reason in fields.avatar: say exactly that.
      const code = toApiError(failure).fields.avatar;
      setRefusal(code ? { text: t(messageKey(code), { ns: 'common' }) } : { error: failure });
    } finally {
      setUploading(false);
    }
  };

  const beforeUpload = (file: File) => {
    setRefusal(null);
    const problem = avatarProblem(file);
    if (problem) {
      setRefusal({ text: t(`validation.${problem}`, { ns: 'common' }) });
      return Upload.LIST_IGNORE;
    }
    void upload(file);
    return false; // the upload above replaces antd's own request
  };

  return (
    <Card title={t('profile.avatar.title')} style={{ height: '100%' }}>
      <Flex vertical align="center" gap={16}>
        <Avatar
          size={128}
          src={partner.avatarUrl ?? undefined}
          alt={t('profile.avatar.alt')}
          data-testid="avatar-preview"
          style={{ fontSize: 40 }}
        >
          {initials}
        </Avatar>
        <ChangeAction>
          <Upload accept={AVATAR_ACCEPT} showUploadList={false} beforeUpload={beforeUpload}>
            <Button icon={<Icon name="upload" />} loading={uploading}>
              {partner.avatarUrl ? t('profile.avatar.change') : t('profile.avatar.upload')}
            </Button>
          </Upload>
        </ChangeAction>
        <Typography.Text type="secondary">
          {t('profile.avatar.hint', { size: AVATAR_MAX_MB })}
        </Typography.Text>
        {refusal && 'text' in refusal && (
          <Alert type="error" showIcon role="alert" title={refusal.text} />
        )}
        {refusal && 'error' in refusal && <ErrorAlert error={refusal.error} />}
      </Flex>
    </Card>
  );
}
