import type { LocaleShape } from 'shared-ui';
import type { en } from './en';
import { careerRu } from './career/ru';
import { chainRu } from './chain/ru';
import { depositsRu } from './deposits/ru';
import { logsRu } from './logs/ru';
import { moneyRu } from './money/ru';
import { navigationRu } from './navigation/ru';
import { operationsRu } from './operations/ru';
import { packagesRu } from './packages/ru';
import { partnersRu } from './partners/ru';
import { permissionsRu } from './permissions/ru';
import { promoRu } from './promo/ru';
import { rolesRu } from './roles/ru';
import { settingsRu } from './settings/ru';
import { statisticsRu } from './statistics/ru';
import { supportRu } from './support/ru';
import { transfersRu } from './transfers/ru';
import { twoFactorRu } from './two-factor/ru';
import { usersRu } from './users/ru';
import { withdrawalsRu } from './withdrawals/ru';

export const ru: LocaleShape<typeof en> = {
  groups: {
    users: 'Пользователи',
    access: 'Роли и права',
    partners: 'Партнёры',
    packages: 'Пакеты',
    transactions: 'Транзакции',
    logs: 'Журналы',
    statistics: 'Статистика',
    promo: 'Промо',
    support: 'Поддержка',
    settings: 'Настройки',
  },
  routes: {
    usersList: 'Пользователи',
    usersCreate: 'Новый пользователь',
    usersEdit: 'Редактирование пользователя',
    usersShow: 'Пользователь',
    permissions: 'Права',
    roles: 'Роли',
    rolesCreate: 'Новая роль',
    rolesEdit: 'Редактирование роли',
    rolesShow: 'Роль',
    partners: 'Партнёры',
    partnersCreate: 'Новый партнёр',
    partnersEdit: 'Редактирование партнёра',
    partnersShow: 'Партнёр',
    partnersChangeBalance: 'Изменение баланса партнёра',
    packages: 'Пакеты',
    packagesCreate: 'Новый пакет',
    packagesEdit: 'Редактирование пакета',
    packagesShow: 'Пакет',
    transactions: 'Все транзакции',
    transactionsShow: 'Транзакция',
    transactionsEdit: 'Редактирование транзакции',
    withdrawals: 'Выводы',
    withdrawalsShow: 'Вывод',
    withdrawalsEdit: 'Редактирование вывода',
    deposits: 'Пополнения',
    depositsShow: 'Пополнение',
    depositsEdit: 'Редактирование пополнения',
    transfers: 'Переводы',
    transfersShow: 'Перевод',
    chainTransfers: 'Платежи из сети',
    adminLogs: 'Журнал администраторов',
    clientLogs: 'Журнал клиентов',
    partnerLogs: 'Журнал партнёров',
    statistics: 'Статистика',
    promoPartners: 'Участники промо',
    promoRequests: 'Заявки на промо',
    promoRequestsShow: 'Заявка на промо',
    settingsTwoFa: 'Двухфакторная аутентификация',
    settingsFinance: 'Финансовые настройки',
    settingsChain: 'Пополнения из сети',
    support: 'Обращения в поддержку',
    supportShow: 'Обращение',
    settingsSupport: 'Контакты поддержки',
  },
  layout: {
    brand: 'Бэк-офис',
  },
  forbidden: {
    available: 'Доступные вам разделы',
    none: 'Вашей учётной записи не доступен ни один раздел. Обратитесь к администратору.',
  },
  actions: {
    view: 'Открыть',
    edit: 'Изменить',
    delete: 'Удалить',
    deleteConfirm: 'Удалить «{{name}}»? Это действие нельзя отменить.',
  },
  list: {
    total: 'Всего: {{total}}',
    emptySearch: 'Ничего не найдено по запросу «{{search}}»',
    emptyFiltered: 'Ничего не найдено по фильтрам',
    clearFilters: 'Сбросить фильтры',
    export: 'Экспорт в CSV',
  },
  record: {
    notFound: 'Запись не существует или удалена',
    loadFailed: 'Не удалось загрузить запись',
    backToList: 'К списку',
  },
  ...careerRu,
  ...chainRu,
  ...depositsRu,
  ...logsRu,
  ...moneyRu,
  ...navigationRu,
  ...operationsRu,
  ...packagesRu,
  ...partnersRu,
  ...permissionsRu,
  ...promoRu,
  ...rolesRu,
  ...settingsRu,
  ...statisticsRu,
  ...supportRu,
  ...transfersRu,
  ...twoFactorRu,
  ...usersRu,
  ...withdrawalsRu,
};
