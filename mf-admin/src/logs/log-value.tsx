import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { isMasked, useCan, type LogSnapshot } from 'shared-api';
import { formatMoney, hrefOf, useBasePath, useLanguage } from 'shared-ui';
import { dateText } from '../components/date-text';
import { RateText } from '../deposits';
import { useAdminT, type AdminKeysUnder } from '../i18n';
import { percentText } from '../money';
import { meaningOf, SETTINGS_LABELS, type TranslatedField } from './log-fields';
import { MaskedValue } from '../components/masked-value';

type Value = LogSnapshot[string];

const isDigits = (v: Value): v is string | number =>
  (typeof v === 'string' && /^-?\d+$/.test(v)) || (typeof v === 'number' && Number.isInteger(v));

/** A log field's name, translated: the settings' own labels, else the log's field names. */
export function useFieldName() {
  const { t } = useAdminT();
  return (field: string): string => {
    const settings = SETTINGS_LABELS[field];
    if (settings) return t(settings);
    if (field.startsWith('socials.'))
      return t('logFields.socials', { network: field.slice('socials.'.length) });
    // A field this build does not know shows as sent.
    return t(`logFields.${field as AdminKeysUnder<'logFields'>}`, { defaultValue: field });
  };
}

/** An enumerated value in the words the rest of the UI uses (a value it does not know as sent). */
function useTranslatedValue() {
  const { t } = useAdminT();
  return (field: TranslatedField, value: string): string => {
    const options = { defaultValue: value };
    switch (field) {
      case 'status':
        return t(
          [
            `money.statuses.${value as AdminKeysUnder<'money.statuses'>}`,
            `packages.statuses.${value as AdminKeysUnder<'packages.statuses'>}`,
            `chain.statuses.${value as AdminKeysUnder<'chain.statuses'>}`,
            `promo.statuses.${value as AdminKeysUnder<'promo.statuses'>}`,
          ],
          options,
        );
      case 'kind':
        return t(`money.kinds.${value as AdminKeysUnder<'money.kinds'>}`, options);
      case 'direction':
        return t(`balance.directions.${value as AdminKeysUnder<'balance.directions'>}`, options);
      case 'reason':
        return t(`chain.reasons.${value as AdminKeysUnder<'chain.reasons'>}`, options);
    }
  };
}

/** One value of a log row, shown by what it means: money, percent, rate, date, status, link. */
export function LogValue({
  field,
  value,
  action,
  row,
}: {
  field: string;
  value: Value | undefined;
  action: string;
  row: LogSnapshot;
}) {
  const { t } = useAdminT();
  const lang = useLanguage();
  const can = useCan();
  const base = useBasePath();
  const translatedValue = useTranslatedValue();
  if (value === undefined || value === null || (Array.isArray(value) && value.length === 0))
    return <>—</>;
  // Before any meaning: a masked birth date is no date, a masked id no link.
  if (isMasked(value)) return <MaskedValue />;
  if (typeof value === 'boolean') return <>{t(value ? 'logValues.yes' : 'logValues.no')}</>;
  if (Array.isArray(value)) {
    const shown =
      field === 'permissions'
        ? value.map((p) => t(`permissions.names.${p}`, { defaultValue: p }))
        : value;
    return <>{shown.join(', ')}</>;
  }
  const meaning = meaningOf(field, action, row);
  switch (meaning.kind) {
    case 'money':
      return isDigits(value) ? (
        <span style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(String(value), lang, meaning.currency ?? undefined)}
        </span>
      ) : (
        <>{String(value)}</>
      );
    case 'basisPoints':
      return isDigits(value) ? <>{percentText(Number(value), lang)}</> : <>{String(value)}</>;
    case 'rate':
      return isDigits(value) ? <RateText ppm={Number(value)} /> : <>{String(value)}</>;
    case 'date':
      return <>{dateText(String(value), lang, String(value).includes('T'))}</>;
    case 'link':
      return can(meaning.permission) && isDigits(value) ? (
        <Link to={hrefOf(base, `${meaning.path}/${value}`)}>#{value}</Link>
      ) : (
        <>#{value}</>
      );
    case 'ref':
      return <>#{value}</>;
    case 'translated':
      return <>{translatedValue(meaning.field, String(value))}</>;
    case 'plain':
      return field === 'txHash' || field === 'payoutTxHash' ? (
        <Typography.Text code copyable={{ text: String(value) }}>
          {String(value).slice(0, 10)}…
        </Typography.Text>
      ) : (
        <>{String(value)}</>
      );
  }
}
