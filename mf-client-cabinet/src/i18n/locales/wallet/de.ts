import type { LocaleShape } from 'shared-ui';
import type { walletEn } from './en';

export const walletDe: LocaleShape<typeof walletEn> = {
  money: {
    topUp: 'Guthaben aufladen',
    available: 'Verfügbar',
    date: 'Datum',
    amount: 'Betrag',
    fee: 'Gebühr',
    status: 'Status',
    partner: 'Partner',
    days: '{{count}} T.',
    minutes: '{{min}}–{{max}} Minuten',
    copy: 'Kopieren',
    copied: 'Kopiert',
    copyFailed: 'Kopieren fehlgeschlagen. Markieren Sie den Text und kopieren Sie ihn manuell.',
  },
  wallet: {
    title: 'Guthaben',
    reserved: 'Für Auszahlungen reserviert',
    topUp: 'Aufladen',
    transfer: 'Überweisen',
    withdraw: 'Auszahlen',
    loadFailed: 'Das Guthaben konnte nicht geladen werden',
  },
};
