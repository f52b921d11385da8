import type { LocaleShape } from 'shared-ui';
import type { moneyEn } from './en';

export const moneyEs: LocaleShape<typeof moneyEn> = {
  money: {
    process: 'Procesar',
    reject: 'Rechazar',
    reason: 'Motivo',
    filters: {
      partnerId: 'ID del socio',
      status: 'Estado',
      kind: 'Tipo',
      currency: 'Moneda',
    },
    form: {
      invalidPercent: 'Un porcentaje de 0 a 100 con hasta 2 decimales, p. ej. 0,45',
      range: 'Un número entero de {{min}} a {{max}}',
      length: 'De {{min}} a {{max}} caracteres',
    },
    kinds: {
      deposit: 'Depósito',
      transfer: 'Transferencia',
      'withdrawal-reserve': 'Retiro reservado',
      'withdrawal-release': 'Reserva de retiro devuelta',
      'withdrawal-payout': 'Retiro pagado',
      accrual: 'Bono diario',
      'linear-bonus': 'Bono por compra de socio',
      'binary-bonus': 'Bono binario',
      'career-reward': 'Premio de carrera',
      'mentor-reward': 'Premio de mentor',
      'package-purchase': 'Compra de paquete',
      'package-upgrade': 'Mejora de paquete',
      adjustment: 'Ajuste de saldo',
      reversal: 'Reversión',
    },
    statuses: {
      'awaiting-payment': 'Esperando pago',
      pending: 'Pendiente',
      completed: 'Completado',
      rejected: 'Rechazado',
      expired: 'Vencido',
      cancelled: 'Cancelado',
    },
  },
};
