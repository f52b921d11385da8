import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Page } from 'shared-ui';
import { ChangeAction } from '../../components/change-action';
import { Icon } from '../../components/icon';
import { useCabinetT } from '../../i18n';
import { NewTicketForm } from './new-ticket-form';
import { SupportContactsCard } from './support-contacts-card';
import { TicketList } from './ticket-list';
import { TicketThread } from './ticket-thread';

/**
 * /client/support: the partner's tickets, a new ticket in a dialog, and one ticket's thread at
 * `?ticket=<id>` (the link the "support answered" mail carries), so the menu item stays current.
 */
export function SupportPage() {
  const { t } = useCabinetT();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const ticketId = Number(params.get('ticket'));
  const open = (id: number | null) => setParams(id ? { ticket: String(id) } : {});

  return (
    <Page
      title={t('routes.support.title')}
      subtitle={t('support.subtitle')}
      extra={
        !ticketId && (
          <ChangeAction>
            <Button
              type="primary"
              icon={<Icon name="customerService" />}
              onClick={() => setCreating(true)}
            >
              {t('support.newTicket')}
            </Button>
          </ChangeAction>
        )
      }
    >
      {Number.isInteger(ticketId) && ticketId > 0 ? (
        <TicketThread key={ticketId} id={ticketId} onBack={() => open(null)} />
      ) : (
        <>
          <TicketList onOpen={open} />
          <SupportContactsCard />
        </>
      )}
      <Modal
        open={creating}
        title={t('support.form.title')}
        footer={null}
        onCancel={() => setCreating(false)}
        destroyOnHidden
        width={640}
      >
        <NewTicketForm
          onCreated={(ticket) => {
            setCreating(false);
            open(ticket.id);
          }}
        />
      </Modal>
    </Page>
  );
}
