import type { LocaleShape } from 'shared-ui';
import type { withdrawalsEn } from './en';

export const withdrawalsRu: LocaleShape<typeof withdrawalsEn> = {
  withdraw: {
    loadFailed: 'Не удалось загрузить данные для вывода',
    window: {
      open: 'Вывод открыт',
      openUntil: 'До {{date}}',
      closed: 'Вывод сейчас закрыт',
      nextOpens: 'Следующее окно откроется {{date}}',
      countdown: 'Через {{time}}',
      days: 'Дни вывода: {{days}} число каждого месяца, 00:00–23:59 по времени сервера.',
      requested:
        'Вы уже подали заявку на вывод в этом окне. Следующая заявка возможна в следующем окне.',
      processing: 'Заявки обрабатываются в течение {{count}} часов.',
    },
    limits: {
      min: 'Минимальная сумма',
      dailyLeft: 'Остаток дневного лимита',
      balance: 'Доступно GTC',
    },
    form: {
      title: 'Новый вывод',
      currency: 'Получить в',
      usdt: 'USDT (TRC20)',
      gtc: 'GTC',
      wallet: 'Кошелёк USDT (TRC20)',
      walletHint: 'Начинается с T, 34 символа',
      amount: 'Сумма, GTC',
      code: 'Код 2FA',
      fee: 'Комиссия ({{percent}})',
      receive: 'Вы получите',
      submit: 'Создать заявку на вывод',
    },
    confirm: {
      title: 'Подтвердите вывод',
      ok: 'Подтвердить',
    },
    created: 'Заявка на вывод создана',
    status: {
      pending: 'В обработке',
      cancelled: 'Отменена',
      completed: 'Выполнена',
      rejected: 'Отклонена',
    },
    history: {
      title: 'История выводов',
      currency: 'Валюта',
      amount: 'Сумма, GTC',
      receive: 'К получению',
      wallet: 'Кошелёк',
      actions: 'Действия',
      cancel: 'Отменить',
      cancelTitle: 'Отменить эту заявку на вывод?',
      cancelText: 'Зарезервированная сумма вернётся на ваш баланс GTC.',
      keep: 'Оставить',
      cancelled: 'Отменено',
      empty: 'Выводов пока нет',
      loadFailed: 'Не удалось загрузить историю выводов',
    },
  },
};
