import type { LocaleShape } from 'shared-ui';
import type { walletEn } from './en';

export const walletEs: LocaleShape<typeof walletEn> = {
  money: {
    topUp: 'Recargar el saldo',
    available: 'Disponible',
    date: 'Fecha',
    amount: 'Importe',
    fee: 'Comisión',
    status: 'Estado',
    partner: 'Socio',
    days: '{{count}} d',
    minutes: '{{min}}–{{max}} minutos',
    copy: 'Copiar',
    copied: 'Copiado',
    copyFailed: 'No se pudo copiar. Seleccione el texto y cópielo manualmente.',
  },
  wallet: {
    title: 'Saldo',
    reserved: 'Reservado para retiros',
    topUp: 'Recargar',
    transfer: 'Transferir',
    withdraw: 'Retirar',
    loadFailed: 'No se pudo cargar el saldo',
  },
};
