import { Card, Descriptions, Flex } from 'antd';
import { adminSupportTicketQueryOptions, isMasked, useCan } from 'shared-api';
import { Page, useLanguage } from 'shared-ui';
import { dateText } from '../components/date-text';
import { useRecordQuery } from '../components/record-id';
import { RecordState } from '../components/record-state';
import { useAdminT, type AdminKeysUnder } from '../i18n';
import { MaskedValue } from '../components/masked-value';
import { PartnerLink } from '../money';
import { ReplyForm } from './reply-form';
import { SupportStatusTag } from './support-status-tag';
import { ThreadMessage } from './thread-message';
import { TicketControls } from './ticket-controls';

/** support/show/{id} (view-support): the whole thread; manage-support answers, notes, assigns. */
export function SupportTicketShow() {
  const { t } = useAdminT();
  const lang = useLanguage();
  const can = useCan();
  const { record } = useRecordQuery(adminSupportTicketQueryOptions);
  const title = `${t('routes.supportShow')}${record.data ? ` #${record.data.id}` : ''}`;
  const column = (field: AdminKeysUnder<'support.columns'>) => t(`support.columns.${field}`);
  return (
    <Page title={title}>
      <RecordState record={record} listPath="support">
        {(ticket) => (
          <Flex vertical gap={16}>
            <Card>
              <Flex vertical gap={16}>
                <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
                  <Descriptions.Item label={column('subject')} span={2}>
                    <span data-testid="support-subject" style={{ overflowWrap: 'anywhere' }}>
                      {ticket.subject}
                    </span>
                  </Descriptions.Item>
                  <Descriptions.Item label={column('partner')}>
                    {/* The name comes masked to an admin without view-partners. */}
                    <PartnerLink partner={ticket.partner} />{' '}
                    {isMasked(ticket.partner.name) ? <MaskedValue /> : ticket.partner.name}
                  </Descriptions.Item>
                  <Descriptions.Item label={column('category')}>
                    {t(`support.categories.${ticket.category}`)}
                  </Descriptions.Item>
                  <Descriptions.Item label={column('createdAt')}>
                    {dateText(ticket.createdAt, lang, true)}
                  </Descriptions.Item>
                  <Descriptions.Item label={column('lastMessageAt')}>
                    {dateText(ticket.lastMessageAt, lang, true)}
                  </Descriptions.Item>
                  {!can('manage-support') && (
                    <>
                      <Descriptions.Item label={column('status')}>
                        <SupportStatusTag status={ticket.status} />
                      </Descriptions.Item>
                      <Descriptions.Item label={column('assignee')}>
                        {ticket.assignee?.name ?? t('support.unassigned')}
                      </Descriptions.Item>
                    </>
                  )}
                </Descriptions>
                {can('manage-support') && <TicketControls ticket={ticket} />}
              </Flex>
            </Card>
            <Flex vertical gap={12} data-testid="support-thread">
              {ticket.messages.map((m) => (
                <ThreadMessage key={m.id} message={m} partnerLogin={ticket.partner.login} />
              ))}
            </Flex>
            {can('manage-support') && <ReplyForm ticketId={ticket.id} />}
          </Flex>
        )}
      </RecordState>
    </Page>
  );
}
