import type { LocaleShape } from 'shared-ui';
import type { transfersEn } from './en';

export const transfersDe: LocaleShape<typeof transfersEn> = {
  transfers: {
    empty: 'Noch keine Überweisungen',
    loadFailed: 'Die Überweisungen konnten nicht geladen werden',
    columns: {
      id: 'ID',
      createdAt: 'Datum',
      sender: 'Absender',
      recipient: 'Empfänger',
      amount: 'Betrag',
      transaction: 'Buchungstransaktion',
      actions: 'Aktionen',
    },
  },
};
