import type { LocaleShape } from 'shared-ui';
import type { settingsEn } from './en';

export const settingsEs: LocaleShape<typeof settingsEn> = {
  financeSettings: {
    subtitle:
      'Las cifras de las reglas de dinero; los cambios rigen de inmediato para nuevas operaciones.',
    cannotRead:
      'Para leer los ajustes financieros también se necesita el permiso «Ver transacciones».',
    updated: 'Actualizado',
    reset: 'Deshacer cambios',
    rateHint: 'GTC acreditados por 1 USDT de un depósito',
    maxBelowMin: 'No puede ser menor que el mínimo',
    sections: {
      general: 'Tipo de cambio, transferencias y abonos',
      deposit: 'Depósitos',
      withdrawal: 'Retiros',
    },
    fields: {
      rate: 'GTC por 1 USDT',
      transferMin: 'Transferencia mínima',
      accrualHours: 'Intervalo de abonos, horas',
      depositMin: 'Depósito mínimo',
      depositFee: 'Comisión de depósito',
      wallet: 'Billetera de la plataforma (TRC20)',
      network: 'Red',
      paymentMinutes: 'Temporizador de pago, minutos',
      processingMin: 'Procesamiento desde, minutos',
      processingMax: 'Procesamiento hasta, minutos',
      withdrawalDays: 'Días de retiro del mes',
      withdrawalMin: 'Retiro mínimo',
      dailyLimit: 'Límite diario de retiro por socio',
      feeUsdt: 'Comisión de un retiro en USDT',
      feeGtc: 'Comisión de un retiro en GTC',
      processingHours: 'Tiempo de procesamiento, horas',
    },
  },
};
