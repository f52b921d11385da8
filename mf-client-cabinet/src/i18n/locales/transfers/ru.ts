import type { LocaleShape } from 'shared-ui';
import type { transfersEn } from './en';

export const transfersRu: LocaleShape<typeof transfersEn> = {
  transfer: {
    title: 'Новый перевод',
    amount: 'Сумма, GTC',
    recipient: 'ID партнёра',
    recipientHint: 'Код партнёра или логин получателя',
    recipientFound: 'Получатель: {{name}} ({{login}}, {{code}})',
    recipientChecking: 'Ищем партнёра…',
    confirmTitle: 'Отправить {{amount}} партнёру {{login}}?',
    confirmText: '{{name}} получит средства сразу; перевод нельзя отменить.',
    confirmOk: 'Отправить',
    code: 'Код 2FA',
    submit: 'Перевести',
    done: 'Средства переведены',
    history: {
      title: 'История переводов',
      direction: 'Направление',
      in: 'Получен',
      out: 'Отправлен',
      empty: 'Переводов пока нет',
      loadFailed: 'Не удалось загрузить историю переводов',
    },
  },
};
