import type { LocaleShape } from 'shared-ui';
import type { withdrawalsEn } from './en';

export const withdrawalsEs: LocaleShape<typeof withdrawalsEn> = {
  withdraw: {
    loadFailed: 'No se pudieron cargar los datos del retiro',
    window: {
      open: 'Los retiros están abiertos',
      openUntil: 'Hasta el {{date}}',
      closed: 'Los retiros están cerrados ahora',
      nextOpens: 'La próxima ventana se abre el {{date}}',
      countdown: 'En {{time}}',
      days: 'Días de retiro: el {{days}} de cada mes, de 00:00 a 23:59 hora del servidor.',
      requested:
        'Ya ha solicitado un retiro en esta ventana. La próxima solicitud es posible en la próxima ventana.',
      processing: 'Las solicitudes se procesan en un plazo de {{count}} horas.',
    },
    limits: {
      min: 'Importe mínimo',
      dailyLeft: 'Límite diario restante',
      balance: 'GTC disponibles',
    },
    form: {
      title: 'Nuevo retiro',
      currency: 'Recibir en',
      usdt: 'USDT (TRC20)',
      gtc: 'GTC',
      wallet: 'Monedero USDT (TRC20)',
      walletHint: 'Empieza por T, 34 caracteres',
      amount: 'Importe, GTC',
      code: 'Código 2FA',
      fee: 'Comisión ({{percent}})',
      receive: 'Recibirá',
      submit: 'Solicitar un retiro',
    },
    confirm: {
      title: 'Confirme el retiro',
      ok: 'Confirmar',
    },
    created: 'Solicitud de retiro creada',
    status: {
      pending: 'Pendiente',
      cancelled: 'Cancelada',
      completed: 'Completada',
      rejected: 'Rechazada',
    },
    history: {
      title: 'Historial de retiros',
      currency: 'Moneda',
      amount: 'Importe, GTC',
      receive: 'A recibir',
      wallet: 'Monedero',
      actions: 'Acciones',
      cancel: 'Cancelar',
      cancelTitle: '¿Cancelar esta solicitud de retiro?',
      cancelText: 'El importe reservado vuelve a su saldo en GTC.',
      keep: 'Mantenerla',
      cancelled: 'Cancelado',
      empty: 'Aún no hay retiros',
      loadFailed: 'No se pudo cargar el historial de retiros',
    },
  },
};
