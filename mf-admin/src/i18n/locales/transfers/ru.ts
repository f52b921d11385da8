import type { LocaleShape } from 'shared-ui';
import type { transfersEn } from './en';

export const transfersRu: LocaleShape<typeof transfersEn> = {
  transfers: {
    empty: 'Переводов пока нет',
    loadFailed: 'Не удалось загрузить переводы',
    columns: {
      id: 'ID',
      createdAt: 'Дата',
      sender: 'Отправитель',
      recipient: 'Получатель',
      amount: 'Сумма',
      transaction: 'Транзакция в реестре',
      actions: 'Действия',
    },
  },
};
