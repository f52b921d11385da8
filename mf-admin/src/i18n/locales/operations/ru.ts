import type { LocaleShape } from 'shared-ui';
import type { operationsEn } from './en';

export const operationsRu: LocaleShape<typeof operationsEn> = {
  transactions: {
    empty: 'Транзакций пока нет',
    loadFailed: 'Не удалось загрузить транзакции',
    entries: 'Проводки',
    reversedBy: 'Сторнирована транзакцией #{{id}}',
    reverses: 'Сторно транзакции #{{id}}',
    reverse: 'Сторнировать',
    reverseTitle: 'Сторнировать транзакцию',
    reverseConfirm: 'Сторнировать транзакцию #{{id}} на {{amount}}?',
    reverseNote: 'Будет проведена обратная транзакция; сама история не изменяется.',
    reasonHint: 'Почему транзакция сторнируется; сохраняется в журнале администраторов',
    reversed: 'Транзакция сторнирована',
    notReversible:
      'Транзакции этого вида относятся к своему процессу (вывод, пакет) и здесь не сторнируются.',
    alreadyReversed: 'Эта транзакция уже сторнирована.',
    cannotReverse:
      'Эту транзакцию нельзя сторнировать: она уже сторнирована или её вид не допускает сторно.',
    insufficientFunds: 'После сторно баланс кошелька партнёра стал бы отрицательным.',
    columns: {
      id: 'ID',
      date: 'Дата',
      kind: 'Вид',
      partner: 'Партнёр',
      amount: 'Сумма',
      currency: 'Валюта',
      memo: 'Примечание',
      reversal: 'Сторно',
      naturalKey: 'Естественный ключ',
      createdBy: 'Кем создана',
      actions: 'Действия',
    },
    entryColumns: {
      id: 'Проводка',
      account: 'Счёт',
      amount: 'Сумма',
    },
    accounts: {
      'deposits-in': 'Поступления пополнений',
      'withdrawals-pending': 'Выводы в ожидании',
      'payouts-out': 'Выплаты',
      bonuses: 'Бонусы',
      fees: 'Комиссии',
      'admin-adjustments': 'Корректировки администраторов',
    },
  },
  balance: {
    current: 'Текущий кошелёк',
    newBalance: 'Новый баланс',
    reserved: 'В резерве на вывод',
    walletHidden: 'Для просмотра кошельков нужно право «Просмотр партнёров»: баланс не показан.',
    formTitle: 'Зачисление или списание',
    currency: 'Валюта',
    direction: 'Операция',
    directions: {
      credit: 'Зачислить',
      debit: 'Списать',
    },
    amount: 'Сумма',
    reasonHint: 'Сохраняется в журнале администраторов',
    submit: 'Применить',
    confirm: {
      credit: 'Зачислить {{amount}} партнёру {{login}}?',
      debit: 'Списать {{amount}} у партнёра {{login}}?',
    },
    done: 'Баланс изменён',
    insufficientFunds:
      'В кошельке нет такой суммы: списание не может сделать баланс отрицательным.',
  },
};
