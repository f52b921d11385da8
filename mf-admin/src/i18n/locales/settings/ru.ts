import type { LocaleShape } from 'shared-ui';
import type { settingsEn } from './en';

export const settingsRu: LocaleShape<typeof settingsEn> = {
  financeSettings: {
    subtitle: 'Числа денежных правил; изменения сразу действуют для новых операций.',
    cannotRead: 'Для просмотра финансовых настроек нужно также право «Просмотр транзакций».',
    updated: 'Обновлено',
    reset: 'Отменить изменения',
    rateHint: 'Сколько GTC зачисляется за 1 USDT пополнения',
    maxBelowMin: 'Не меньше минимального значения',
    sections: {
      general: 'Курс, переводы и начисления',
      deposit: 'Пополнения',
      withdrawal: 'Выводы',
    },
    fields: {
      rate: 'GTC за 1 USDT',
      transferMin: 'Минимальный перевод',
      accrualHours: 'Интервал начислений, часов',
      depositMin: 'Минимальное пополнение',
      depositFee: 'Комиссия за пополнение',
      wallet: 'Кошелёк платформы (TRC20)',
      network: 'Сеть',
      paymentMinutes: 'Таймер оплаты, минут',
      processingMin: 'Обработка от, минут',
      processingMax: 'Обработка до, минут',
      withdrawalDays: 'Дни вывода в месяце',
      withdrawalMin: 'Минимальный вывод',
      dailyLimit: 'Дневной лимит вывода на партнёра',
      feeUsdt: 'Комиссия за вывод в USDT',
      feeGtc: 'Комиссия за вывод в GTC',
      processingHours: 'Срок обработки, часов',
    },
  },
};
