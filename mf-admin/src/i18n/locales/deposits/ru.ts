import type { LocaleShape } from 'shared-ui';
import type { depositsEn } from './en';

export const depositsRu: LocaleShape<typeof depositsEn> = {
  deposits: {
    empty: 'Пополнений пока нет',
    loadFailed: 'Не удалось загрузить пополнения',
    rateText: '1 USDT = {{rate}} GTC',
    processingText: '{{min}}–{{max}} мин',
    estimate: '(оценка до завершения)',
    confirmTitle: 'Подтвердить оплату',
    creditPreview: 'Будет зачислено:',
    txHash: 'Хеш транзакции (необязательно)',
    txHashHint: 'ID транзакции TRC20: 64 шестнадцатеричных символа',
    confirm: 'Подтвердить и зачислить',
    confirmDialog: 'Зачислить {{credit}} партнёру {{login}}?',
    confirmed: 'Пополнение подтверждено',
    rejectTitle: 'Отклонить заявку',
    rejectDialog: 'Отклонить пополнение #{{id}} партнёра {{login}}?',
    reasonHint: 'Партнёр увидит эту причину',
    rejected: 'Пополнение отклонено',
    closed: 'Статус пополнения: {{status}}. Обрабатывать нечего.',
    stateRefused: 'Это пополнение уже обработано или истекло.',
    /** The confirm's refusal: also a chain payment to the address still undecided. */
    confirmRefused:
      'Это пополнение уже обработано или истекло, либо платёж на его адрес ждёт в очереди блокчейна: решите его там.',
    columns: {
      id: 'ID',
      createdAt: 'Создано',
      partner: 'Партнёр',
      amount: 'Сумма',
      fee: 'Комиссия',
      rate: 'Курс',
      credit: 'К зачислению, GTC',
      wallet: 'Кошелёк платформы',
      txHash: 'Хеш транзакции',
      status: 'Статус',
      expiresAt: 'Оплатить до',
      paidAt: 'Отмечено оплаченным',
      processing: 'Время обработки',
      completedAt: 'Завершено',
      note: 'Примечание',
      transaction: 'Транзакция в реестре',
      actions: 'Действия',
    },
  },
};
