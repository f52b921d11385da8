import type { LocaleShape } from 'shared-ui';
import type { depositsEn } from './en';

export const depositsEs: LocaleShape<typeof depositsEn> = {
  deposits: {
    empty: 'Aún no hay depósitos',
    loadFailed: 'No se pudieron cargar los depósitos',
    rateText: '1 USDT = {{rate}} GTC',
    processingText: '{{min}}–{{max}} min',
    estimate: '(estimación hasta completarse)',
    confirmTitle: 'Confirmar el pago',
    creditPreview: 'Se acreditará:',
    txHash: 'Hash de la transacción (opcional)',
    txHashHint: 'El ID de la transacción TRC20: 64 caracteres hexadecimales',
    confirm: 'Confirmar y acreditar',
    confirmDialog: '¿Acreditar {{credit}} a {{login}}?',
    confirmed: 'Depósito confirmado',
    rejectTitle: 'Rechazar la solicitud',
    rejectDialog: '¿Rechazar el depósito #{{id}} de {{login}}?',
    reasonHint: 'El socio verá este motivo',
    rejected: 'Depósito rechazado',
    closed: 'Estado del depósito: {{status}}. No hay nada que procesar.',
    stateRefused: 'Este depósito ya se ha procesado o ha vencido.',
    /** The confirm's refusal: also a chain payment to the address still undecided. */
    confirmRefused:
      'Este depósito ya se ha procesado o ha vencido, o un pago a su dirección espera en la cola de la cadena: decídalo allí.',
    columns: {
      id: 'ID',
      createdAt: 'Creado',
      partner: 'Socio',
      amount: 'Importe',
      fee: 'Comisión',
      rate: 'Tipo de cambio',
      credit: 'GTC a acreditar',
      wallet: 'Billetera de la plataforma',
      txHash: 'Hash de la transacción',
      status: 'Estado',
      expiresAt: 'Pagar antes de',
      paidAt: 'Marcado como pagado',
      processing: 'Tiempo de procesamiento',
      completedAt: 'Completado',
      note: 'Nota',
      transaction: 'Transacción contable',
      actions: 'Acciones',
    },
  },
};
