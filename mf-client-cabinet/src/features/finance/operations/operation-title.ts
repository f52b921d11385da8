import type { TFunction } from 'i18next';
import type { Operation } from 'shared-api';

const textOf = (value: string | number | undefined): string | null =>
  value === undefined || value === '' ? null : String(value);

/**
 * What an operation is about, from what the server sent: the other partner, else the package
 * (with the accrual's number), else an adjustment's reason. The server's `details` keys read here
 * are `packageName`, `index` and `reason`; any other detail is left out.
 */
function subjectOf(t: TFunction, { counterparty, details, kind }: Operation): string | null {
  if (counterparty) return `${counterparty.login} (${counterparty.partnerCode})`;
  const name = textOf(details.packageName);
  const index = textOf(details.index);
  if (name && index && kind === 'accrual') return t('operations.accrualNumber', { name, index });
  return name ?? textOf(details.reason);
}

/**
 * The title of an operation line (spec §3 "title"), built in the partner's language from its
 * ledger kind: "Transfer to anna (AB12CD34)", "Daily income: Start, day 4", "Balance top-up".
 */
export function operationTitle(t: TFunction, operation: Operation): string {
  const subject = subjectOf(t, operation);
  if (operation.kind === 'transfer' && operation.counterparty) {
    const outgoing = operation.amount.startsWith('-');
    return t(outgoing ? 'operations.transferTo' : 'operations.transferFrom', { partner: subject });
  }
  const title = t(`operations.titles.${operation.kind}`);
  return subject ? t('operations.titleWith', { title, subject }) : title;
}
