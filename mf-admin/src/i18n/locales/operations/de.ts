import type { LocaleShape } from 'shared-ui';
import type { operationsEn } from './en';

export const operationsDe: LocaleShape<typeof operationsEn> = {
  transactions: {
    empty: 'Noch keine Transaktionen',
    loadFailed: 'Die Transaktionen konnten nicht geladen werden',
    entries: 'Buchungen',
    reversedBy: 'Storniert durch #{{id}}',
    reverses: 'Storno von #{{id}}',
    reverse: 'Stornieren',
    reverseTitle: 'Transaktion stornieren',
    reverseConfirm: 'Transaktion #{{id}} über {{amount}} stornieren?',
    reverseNote: 'Es wird eine Gegenbuchung erstellt; die Historie selbst wird nie geändert.',
    reasonHint: 'Warum storniert wird; wird im Admin-Protokoll gespeichert',
    reversed: 'Transaktion storniert',
    notReversible:
      'Transaktionen dieser Art gehören zu einem eigenen Ablauf (Auszahlung, Paket) und können hier nicht storniert werden.',
    alreadyReversed: 'Diese Transaktion wurde bereits storniert.',
    cannotReverse:
      'Diese Transaktion kann nicht storniert werden: Sie ist bereits storniert, oder ihre Art erlaubt kein Storno.',
    insufficientFunds: 'Das Storno würde das Guthaben des Partners unter null bringen.',
    columns: {
      id: 'ID',
      date: 'Datum',
      kind: 'Art',
      partner: 'Partner',
      amount: 'Betrag',
      currency: 'Währung',
      memo: 'Vermerk',
      reversal: 'Storno',
      naturalKey: 'Natürlicher Schlüssel',
      createdBy: 'Erstellt von',
      actions: 'Aktionen',
    },
    entryColumns: {
      id: 'Buchung',
      account: 'Konto',
      amount: 'Betrag',
    },
    accounts: {
      'deposits-in': 'Einzahlungseingang',
      'withdrawals-pending': 'Offene Auszahlungen',
      'payouts-out': 'Auszahlungsausgang',
      bonuses: 'Boni',
      fees: 'Gebühren',
      'admin-adjustments': 'Admin-Korrekturen',
    },
  },
  balance: {
    current: 'Aktuelle Wallet',
    newBalance: 'Neues Guthaben',
    reserved: 'Für Auszahlungen reserviert',
    walletHidden:
      'Wallets anzusehen erfordert die Berechtigung „Partner anzeigen“: Das Guthaben wird nicht angezeigt.',
    formTitle: 'Gutschrift oder Belastung',
    currency: 'Währung',
    direction: 'Vorgang',
    directions: {
      credit: 'Gutschrift',
      debit: 'Belastung',
    },
    amount: 'Betrag',
    reasonHint: 'Wird im Admin-Protokoll gespeichert',
    submit: 'Anwenden',
    confirm: {
      credit: '{{amount}} an {{login}} gutschreiben?',
      debit: '{{amount}} von {{login}} abbuchen?',
    },
    done: 'Guthaben geändert',
    insufficientFunds:
      'Die Wallet enthält diesen Betrag nicht: Eine Belastung darf sie nicht unter null bringen.',
  },
};
