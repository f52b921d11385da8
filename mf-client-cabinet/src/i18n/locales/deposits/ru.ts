import type { LocaleShape } from 'shared-ui';
import type { depositsEn } from './en';

export const depositsRu: LocaleShape<typeof depositsEn> = {
  deposit: {
    loadFailed: 'Не удалось загрузить данные для пополнения',
    info: {
      title: 'Пополнение в USDT',
      network: 'Сеть',
      min: 'Минимальная сумма',
      fee: 'Комиссия',
      rate: 'Курс',
      rateValue: '1 USDT = {{rate}} GTC',
      timer: 'Время на оплату',
      timerValue: '{{count}} минут',
      processing: 'Время обработки',
    },
    form: {
      amount: 'Сумма пополнения, USDT',
      submit: 'Получить реквизиты',
    },
    request: {
      title: 'Заявка на пополнение №{{id}}',
      sendExactly:
        'Отправьте ровно {{amount}} в сети {{network}} на этот адрес, пока не истёк таймер.',
      qrLabel: 'QR-код адреса кошелька',
      address: 'Адрес кошелька',
      network: 'Сеть',
      amount: 'Сумма к оплате',
      rate: 'Курс',
      fee: 'Комиссия',
      credit: 'Будет зачислено GTC',
      timeLeft: 'Осталось времени на оплату',
      expired: 'Время на оплату истекло. Создайте новую заявку.',
      processing: 'Обработка занимает {{range}} после оплаты.',
      txHash: 'Хеш транзакции (необязательно)',
      txHashHint: 'Помогает быстрее найти ваш платёж',
      paid: 'Я оплатил',
      paidDone: 'Спасибо! Ваш платёж проверяется.',
      pendingText:
        'Мы проверяем ваш платёж: это занимает {{range}}. GTC зачисляются после подтверждения.',
      newRequest: 'Новое пополнение',
    },
    status: {
      'awaiting-payment': 'Ожидает оплаты',
      pending: 'Проверяется',
      completed: 'Выполнено',
      rejected: 'Отклонено',
      expired: 'Истекло',
    },
    history: {
      title: 'История пополнений',
      amount: 'Оплачено, USDT',
      credit: 'Зачислено, GTC',
      txHash: 'Хеш транзакции',
      empty: 'Пополнений пока нет',
      loadFailed: 'Не удалось загрузить историю пополнений',
    },
  },
};
