import { useQuery } from '@tanstack/react-query';
import { Col, Row } from 'antd';
import { profileQueryOptions } from 'shared-api';
import { Page } from 'shared-ui';
import { LoadState } from '../../components/load-state';
import { useCabinetT } from '../../i18n';
import { AvatarCard } from './avatar-card';
import { ProfileForm } from './profile-form';

/** `/client/profile`: the partner's photo and personal data. */
export function ProfilePage() {
  const { t } = useCabinetT();
  const profile = useQuery(profileQueryOptions());
  return (
    <Page title={t('routes.profile.title')}>
      <LoadState state={profile} failedTitle={t('profile.loadFailed')}>
        {(data) => (
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={8}>
              <AvatarCard />
            </Col>
            <Col xs={24} lg={16}>
              <ProfileForm profile={data} />
            </Col>
          </Row>
        )}
      </LoadState>
    </Page>
  );
}
