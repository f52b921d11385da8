import type { LocaleShape } from 'shared-ui';
import type { supportEn } from './en';

export const supportRu: LocaleShape<typeof supportEn> = {
  support: {
    loadFailed: 'Не удалось загрузить обращения',
    empty: 'Обращений пока нет',
    unassigned: 'Не назначено',
    team: 'Поддержка',
    internalNote: 'Внутренняя заметка',
    updated: 'Обновлено',
    assigneeRefused:
      'Этот администратор больше не может вести обращения: выберите другого исполнителя',
    answerSent: 'Ответ отправлен: партнёр получит письмо',
    noteAdded: 'Внутренняя заметка добавлена',
    download: 'Скачать {{name}}',
    downloadFailed: 'Не удалось открыть файл',
    categories: {
      account: 'Аккаунт и вход',
      finance: 'Пополнения и выводы',
      packages: 'Инвестиционные пакеты',
      network: 'Партнёры и бонусы',
      technical: 'Техническая проблема',
      other: 'Другое',
    },
    statuses: {
      open: 'Открыто',
      inProgress: 'В работе',
      answered: 'Есть ответ',
      closed: 'Закрыто',
    },
    filters: {
      login: 'Логин партнёра',
      status: 'Статус',
      category: 'Категория',
      assignee: 'Исполнитель',
    },
    columns: {
      id: 'ID',
      subject: 'Тема',
      partner: 'Партнёр',
      category: 'Категория',
      status: 'Статус',
      assignee: 'Исполнитель',
      createdAt: 'Создано',
      lastMessageAt: 'Последняя активность',
      actions: 'Действия',
    },
    reply: {
      title: 'Ответ',
      body: 'Сообщение',
      placeholder: 'Напишите ответ партнёру',
      notePlaceholder: 'Напишите заметку для команды (партнёр её не увидит)',
      internal: 'Внутренняя заметка (видят только администраторы, без письма)',
      attach: 'Прикрепить файлы',
      attachHint: 'PNG, JPEG, WebP или PDF, до {{size}} МБ каждый, не более {{count}} файлов',
      send: 'Отправить ответ',
      addNote: 'Добавить заметку',
    },
    contacts: {
      subtitle:
        'Видны всем на странице техработ, в подвале публичных страниц и на странице поддержки',
      loadFailed: 'Не удалось загрузить контакты поддержки',
      email: 'Email',
      telegram: 'Telegram',
      telegramHint: '@ и имя пользователя, например @platform_help',
      phone: 'Телефон',
      hours: 'Часы работы',
      hoursHint: 'например, Пн–Пт 9:00–18:00 UTC',
      saved: 'Контакты поддержки сохранены',
    },
  },
};
