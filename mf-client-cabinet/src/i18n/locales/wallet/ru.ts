import type { LocaleShape } from 'shared-ui';
import type { walletEn } from './en';

export const walletRu: LocaleShape<typeof walletEn> = {
  money: {
    topUp: 'Пополнить баланс',
    available: 'Доступно',
    date: 'Дата',
    amount: 'Сумма',
    fee: 'Комиссия',
    status: 'Статус',
    partner: 'Партнёр',
    days: '{{count}} д',
    minutes: '{{min}}–{{max}} минут',
    copy: 'Копировать',
    copied: 'Скопировано',
    copyFailed: 'Не удалось скопировать. Выделите текст и скопируйте вручную.',
  },
  wallet: {
    title: 'Баланс',
    reserved: 'Зарезервировано под вывод',
    topUp: 'Пополнить',
    transfer: 'Перевести',
    withdraw: 'Вывести',
    loadFailed: 'Не удалось загрузить баланс',
  },
};
