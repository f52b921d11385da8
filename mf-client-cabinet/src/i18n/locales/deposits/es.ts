import type { LocaleShape } from 'shared-ui';
import type { depositsEn } from './en';

export const depositsEs: LocaleShape<typeof depositsEn> = {
  deposit: {
    loadFailed: 'No se pudieron cargar los datos de la recarga',
    info: {
      title: 'Recargar con USDT',
      network: 'Red',
      min: 'Importe mínimo',
      fee: 'Comisión',
      rate: 'Tipo de cambio',
      rateValue: '1 USDT = {{rate}} GTC',
      timer: 'Tiempo para pagar',
      timerValue: '{{count}} minutos',
      processing: 'Tiempo de procesamiento',
    },
    form: {
      amount: 'Importe de la recarga, USDT',
      submit: 'Obtener los datos de pago',
    },
    request: {
      title: 'Solicitud de recarga n.º {{id}}',
      sendExactly:
        'Envíe exactamente {{amount}} en la red {{network}} a esta dirección antes de que termine el temporizador.',
      qrLabel: 'Código QR de la dirección del monedero',
      address: 'Dirección del monedero',
      network: 'Red',
      amount: 'Importe a pagar',
      rate: 'Tipo de cambio',
      fee: 'Comisión',
      credit: 'GTC que se acreditarán',
      timeLeft: 'Tiempo restante para pagar',
      expired: 'El tiempo de pago ha terminado. Cree una nueva solicitud.',
      processing: 'El procesamiento tarda {{range}} tras el pago.',
      txHash: 'Hash de la transacción (opcional)',
      txHashHint: 'Ayuda a encontrar su pago más rápido',
      paid: 'Ya he pagado',
      paidDone: '¡Gracias! Su pago se está comprobando.',
      pendingText:
        'Estamos comprobando su pago: tarda {{range}}. Los GTC se acreditan cuando se confirma.',
      newRequest: 'Nueva recarga',
    },
    status: {
      'awaiting-payment': 'Pendiente de pago',
      pending: 'En comprobación',
      completed: 'Completada',
      rejected: 'Rechazada',
      expired: 'Caducada',
    },
    history: {
      title: 'Historial de recargas',
      amount: 'Pagado, USDT',
      credit: 'Acreditado, GTC',
      txHash: 'Hash de la transacción',
      empty: 'Aún no hay recargas',
      loadFailed: 'No se pudo cargar el historial de recargas',
    },
  },
};
