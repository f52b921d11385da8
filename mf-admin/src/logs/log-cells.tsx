import { Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { isMasked, useCan } from 'shared-api';
import { hrefOf, useBasePath } from 'shared-ui';
import { useAdminT } from '../i18n';
import { MaskedValue } from '../components/masked-value';

/** An action, translated (an action this build does not know shows as sent). */
export function ActionTag({ action }: { action: string }) {
  const { t } = useAdminT();
  return <Tag style={TAG_STYLE}>{t(`logs.actions.${action}`, { defaultValue: action })}</Tag>;
}

// A long action name ('Финансовые настройки изменены') wraps instead of widening the table.
const TAG_STYLE = { whiteSpace: 'normal', maxWidth: 160 } as const;

/** Who: login, name (hidden when masked) and id; "system" when nobody. */
export function PersonCell({
  person,
}: {
  person: { id: number; login: string; name: string } | null;
}) {
  const { t } = useAdminT();
  if (!person) return <Typography.Text type="secondary">{t('logs.system')}</Typography.Text>;
  const name = isMasked(person.name) ? <MaskedValue /> : person.name;
  return (
    <span>
      <Typography.Text strong>{person.login}</Typography.Text>{' '}
      <Typography.Text type="secondary">
        {name && <>{name} </>}#{person.id}
      </Typography.Text>
    </span>
  );
}

const SHOW_PAGES: Record<string, { path: string; permission: string }> = {
  'admin-user': { path: 'users/show', permission: 'view-users' },
  role: { path: 'roles/show', permission: 'view-roles' },
  partner: { path: 'partners/show', permission: 'view-partners' },
  package: { path: 'packages/show', permission: 'view-packages' },
  transaction: { path: 'transactions/show', permission: 'view-transactions' },
  deposit: { path: 'transactions/deposit/show', permission: 'view-transactions' },
  withdrawal: { path: 'transactions/withdrawals/show', permission: 'view-transactions' },
  'support-ticket': { path: 'support/show', permission: 'view-support' },
};

/** Which record an action changed, linked to its page when there is one the admin may open. */
export function SubjectCell({ subject }: { subject: { type: string; id: number } | null }) {
  const { t } = useAdminT();
  const can = useCan();
  const base = useBasePath();
  if (!subject) return <Typography.Text type="secondary">—</Typography.Text>;
  const text = `${t(`logs.subjects.${subject.type}`, { defaultValue: subject.type })} #${subject.id}`;
  const page = SHOW_PAGES[subject.type];
  return page && can(page.permission) ? (
    <Link to={hrefOf(base, `${page.path}/${subject.id}`)}>{text}</Link>
  ) : (
    <span>{text}</span>
  );
}
