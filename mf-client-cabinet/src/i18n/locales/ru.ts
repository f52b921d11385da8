import type { LocaleShape } from 'shared-ui';
import type { en } from './en';
import { binaryRu } from './binary/ru';
import { careerRu } from './career/ru';
import { dashboardRu } from './dashboard/ru';
import { depositsRu } from './deposits/ru';
import { linearRu } from './linear/ru';
import { operationsRu } from './operations/ru';
import { packagesRu } from './packages/ru';
import { partnersRu } from './partners/ru';
import { promoRu } from './promo/ru';
import { supportRu } from './support/ru';
import { transfersRu } from './transfers/ru';
import { walletRu } from './wallet/ru';
import { withdrawalsRu } from './withdrawals/ru';

export const ru: LocaleShape<typeof en> = {
  groups: {
    dashboard: 'Главная',
    investments: 'Инвестиции',
    binary: 'Бинарная программа',
    linear: 'Линейная программа',
    career: 'Карьера',
    finance: 'Финансы',
    partners: 'Партнёры',
    profile: 'Профиль',
    promo: 'Промо',
    support: 'Поддержка',
  },
  routes: {
    dashboard: { title: 'Главная', menu: 'Главная' },
    investPackage: { title: 'Инвестиционные пакеты', menu: 'Купить пакет' },
    myPackage: { title: 'Мои пакеты', menu: 'Мои пакеты' },
    copyTrading: { title: 'Копитрейдинг', menu: 'Копитрейдинг' },
    binaryStatistic: { title: 'Статистика бинарного бонуса', menu: 'Статистика' },
    binaryStructure: { title: 'Бинарная структура', menu: 'Структура' },
    binaryAbout: { title: 'Правила бинарной программы', menu: 'Правила' },
    binaryBasket: { title: 'Корзина партнёров', menu: 'Корзина партнёров' },
    linearStatistic: { title: 'Статистика линейного бонуса', menu: 'Статистика' },
    linearStructure: { title: 'Линейная структура', menu: 'Структура' },
    linearAbout: { title: 'Правила линейной программы', menu: 'Правила' },
    careerStatistic: { title: 'Статистика карьеры', menu: 'Статистика' },
    careerAbout: { title: 'Правила карьерной программы', menu: 'Правила' },
    finOperation: { title: 'Финансовые операции', menu: 'Операции' },
    balanceDeposit: { title: 'Пополнение баланса', menu: 'Пополнить' },
    balanceWithdraw: { title: 'Вывод средств', menu: 'Вывести' },
    balanceTransfer: { title: 'Перевод партнёру', menu: 'Перевести' },
    partners: { title: 'Мои партнёры', menu: 'Мои партнёры' },
    partnersDeactivated: { title: 'Деактивированные партнёры', menu: 'Деактивированные' },
    profile: { title: 'Личные данные', menu: 'Личные данные' },
    security: { title: 'Безопасность и 2FA', menu: 'Безопасность' },
    promo: { title: 'Промо запуска', menu: 'Промо' },
    support: { title: 'Поддержка', menu: 'Поддержка' },
  },
  layout: {
    brand: 'Кабинет партнёра',
    balance: 'Баланс',
  },
  me: {
    loadFailed: 'Не удалось загрузить данные аккаунта',
    loadFailedText: 'Проверьте подключение и попробуйте снова.',
  },
  inactive: {
    title: 'Ваш статус неактивен',
    text: 'Чтобы приглашать партнёров и получать бонусы, нужен активный инвестиционный пакет.',
    action: 'Выбрать пакет',
  },
  dashboard: {
    welcome: 'Добро пожаловать, {{name}}!',
    referral: {
      title: 'Реферальная ссылка',
      hint: 'Поделитесь ссылкой: партнёры, зарегистрировавшиеся по ней, попадут в вашу структуру.',
      inactiveHint: 'Приглашения заработают, когда у вас появится активный пакет.',
      linkLabel: 'Ваша реферальная ссылка',
      code: 'Партнёрский код',
      copy: 'Копировать',
      copied: 'Скопировано',
      copyFailed: 'Не удалось скопировать. Выделите ссылку и скопируйте её вручную.',
    },
    sponsor: {
      title: 'Спонсор',
      name: 'Имя',
      login: 'Логин',
      code: 'Партнёрский код',
      none: 'Нет спонсора',
      noneText: 'Вы на вершине структуры.',
    },
  },
  impersonation: {
    title: 'Кабинет просматривает администратор',
    text: 'Этот сеанс открыт администратором через вход от имени партнёра и доступен только для просмотра: операции с деньгами, безопасность, профиль и приглашения отключены.',
    viewOnly: 'Только просмотр: в сеансе администратора от имени партнёра изменения недоступны',
  },
  profile: {
    loadFailed: 'Не удалось загрузить профиль',
    avatar: {
      title: 'Фото',
      upload: 'Загрузить фото',
      change: 'Сменить фото',
      hint: 'PNG, JPEG или WebP, до {{size}} МБ',
      uploaded: 'Фото загружено',
      alt: 'Ваше фото',
    },
    form: {
      title: 'Личные данные',
      login: 'Логин',
      email: 'Email',
      firstName: 'Имя',
      lastName: 'Фамилия',
      nameHint: 'Латинскими буквами, как в паспорте',
      birthDate: 'Дата рождения',
      birthDatePlaceholder: 'Выберите дату',
      country: 'Страна',
      countryPlaceholder: 'Начните вводить страну',
      countryCode: 'Код страны',
      countryCodeHint: '+ и телефонный код, например +49',
      phone: 'Телефон',
      phoneHint: 'Международный формат, например +49 151 2345 6789',
      socialsTitle: 'Социальные сети',
      socials: { telegram: 'Telegram', instagram: 'Instagram', facebook: 'Facebook', x: 'X' },
      updated: 'Обновлено',
    },
  },
  security: {
    loadFailed: 'Не удалось загрузить настройки безопасности',
    twoFa: {
      title: 'Двухфакторная аутентификация (2FA)',
      on: 'Включена',
      off: 'Выключена',
      onText:
        'При входе и защищённых операциях запрашивается код из приложения-аутентификатора. Осталось резервных кодов: {{left}}.',
      offText:
        'Включите 2FA, чтобы защитить вход. Вывод средств и некоторые другие операции доступны только с 2FA.',
      enable: 'Включить 2FA',
      disable: 'Отключить 2FA',
      enabled: '2FA включена',
      disabled: '2FA отключена',
      setupFailed: 'Не удалось начать настройку 2FA',
      scan: 'Отсканируйте QR-код приложением-аутентификатором (Google Authenticator, Authy, 1Password…) и введите 6-значный код из него.',
      qrLabel: 'QR-код для приложения-аутентификатора',
      secretLabel: 'Или введите этот ключ в приложении вручную:',
      confirm: 'Подтвердить и включить',
      disableText:
        'Введите код из приложения-аутентификатора или один из резервных кодов, чтобы отключить 2FA.',
      code: 'Код 2FA',
      codeHint: '6-значный код из приложения или резервный код',
    },
    codes: {
      title: 'Сохраните резервные коды',
      text: 'Если вы потеряете доступ к приложению-аутентификатору, войдите с одним из этих кодов; каждый действует один раз. Они показываются только сейчас: скопируйте или скачайте их и храните в надёжном месте.',
      copy: 'Скопировать коды',
      copied: 'Скопировано',
      copyFailed: 'Не удалось скопировать. Выделите коды и скопируйте их вручную.',
      download: 'Скачать .txt',
      saved: 'Я сохранил коды',
      fileTitle: 'Резервные коды 2FA для {{login}}. Каждый код действует один раз.',
    },
    password: {
      title: 'Смена пароля',
      current: 'Текущий пароль',
      new: 'Новый пароль',
      newHint: 'Не менее 8 символов. Длинная фраза надёжнее короткого сложного пароля.',
      repeat: 'Повторите новый пароль',
      code: 'Код 2FA',
      submit: 'Обновить пароль',
      updated: 'Пароль обновлён',
    },
  },
  ...walletRu,
  ...operationsRu,
  ...packagesRu,
  ...depositsRu,
  ...transfersRu,
  ...withdrawalsRu,
  ...dashboardRu,
  ...partnersRu,
  ...linearRu,
  ...binaryRu,
  ...careerRu,
  ...promoRu,
  ...supportRu,
};
