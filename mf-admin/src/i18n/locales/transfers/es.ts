import type { LocaleShape } from 'shared-ui';
import type { transfersEn } from './en';

export const transfersEs: LocaleShape<typeof transfersEn> = {
  transfers: {
    empty: 'Aún no hay transferencias',
    loadFailed: 'No se pudieron cargar las transferencias',
    columns: {
      id: 'ID',
      createdAt: 'Fecha',
      sender: 'Remitente',
      recipient: 'Destinatario',
      amount: 'Importe',
      transaction: 'Transacción contable',
      actions: 'Acciones',
    },
  },
};
