import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import { hrefOf, useBasePath } from 'shared-ui';
import { useCabinetT } from '../i18n';

/** Spec §8 "Insufficient funds", beside the action it stops, with the way out: a top-up. */
export function InsufficientFunds() {
  const { t } = useCabinetT();
  const base = useBasePath();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      data-testid="insufficient-funds"
      title={t('errors.INSUFFICIENT_FUNDS', { ns: 'common' })}
      action={<Link to={hrefOf(base, 'balance-deposit')}>{t('money.topUp')}</Link>}
    />
  );
}
