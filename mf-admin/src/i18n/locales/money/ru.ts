import type { LocaleShape } from 'shared-ui';
import type { moneyEn } from './en';

export const moneyRu: LocaleShape<typeof moneyEn> = {
  money: {
    process: 'Обработать',
    reject: 'Отклонить',
    reason: 'Причина',
    filters: {
      partnerId: 'ID партнёра',
      status: 'Статус',
      kind: 'Вид',
      currency: 'Валюта',
    },
    form: {
      invalidPercent: 'Процент от 0 до 100, не более 2 знаков после запятой, например 0,45',
      range: 'Целое число от {{min}} до {{max}}',
      length: 'От {{min}} до {{max}} символов',
    },
    kinds: {
      deposit: 'Пополнение',
      transfer: 'Перевод',
      'withdrawal-reserve': 'Резерв на вывод',
      'withdrawal-release': 'Возврат резерва вывода',
      'withdrawal-payout': 'Выплата вывода',
      accrual: 'Ежедневный бонус',
      'linear-bonus': 'Бонус за покупку партнёра',
      'binary-bonus': 'Бинарный бонус',
      'career-reward': 'Карьерная награда',
      'mentor-reward': 'Награда наставнику',
      'package-purchase': 'Покупка пакета',
      'package-upgrade': 'Повышение пакета',
      adjustment: 'Корректировка баланса',
      reversal: 'Сторно',
    },
    statuses: {
      'awaiting-payment': 'Ожидает оплаты',
      pending: 'В обработке',
      completed: 'Выполнено',
      rejected: 'Отклонено',
      expired: 'Истекло',
      cancelled: 'Отменено',
    },
  },
};
