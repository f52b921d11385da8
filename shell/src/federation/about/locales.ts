import type { Language, LocaleShape } from 'shared-ui/public';

/** The shell's own strings (its namespace, like each remote's): the about / diagnostics panel. */
const en = {
  about: {
    title: 'About this page',
    shell: 'Shell version',
    section: 'Section',
    version: 'Version',
    source: 'Chosen by',
    sources: {
      current: 'release',
      canary: 'canary rollout',
      override: 'QA override',
    },
    browserId: 'Browser id for gradual rollouts',
    sections: {
      auth: 'Sign-in and public pages',
      cabinet: 'Partner cabinet',
      admin: 'Back-office',
    },
  },
};

const ru: LocaleShape<typeof en> = {
  about: {
    title: 'Об этой странице',
    shell: 'Версия оболочки',
    section: 'Раздел',
    version: 'Версия',
    source: 'Выбрана как',
    sources: {
      current: 'релиз',
      canary: 'постепенный выпуск',
      override: 'выбор QA',
    },
    browserId: 'Идентификатор браузера для постепенных выпусков',
    sections: { auth: 'Вход и публичные страницы', cabinet: 'Кабинет партнёра', admin: 'Бэк-офис' },
  },
};

const de: LocaleShape<typeof en> = {
  about: {
    title: 'Über diese Seite',
    shell: 'Version der Shell',
    section: 'Bereich',
    version: 'Version',
    source: 'Gewählt als',
    sources: {
      current: 'Release',
      canary: 'schrittweise Einführung',
      override: 'QA-Auswahl',
    },
    browserId: 'Browser-ID für schrittweise Einführungen',
    sections: {
      auth: 'Anmeldung und öffentliche Seiten',
      cabinet: 'Partnerbereich',
      admin: 'Backoffice',
    },
  },
};

const es: LocaleShape<typeof en> = {
  about: {
    title: 'Acerca de esta página',
    shell: 'Versión del shell',
    section: 'Sección',
    version: 'Versión',
    source: 'Elegida por',
    sources: {
      current: 'versión publicada',
      canary: 'despliegue gradual',
      override: 'selección de QA',
    },
    browserId: 'Identificador del navegador para despliegues graduales',
    sections: {
      auth: 'Acceso y páginas públicas',
      cabinet: 'Gabinete del socio',
      admin: 'Back-office',
    },
  },
};

const vt: LocaleShape<typeof en> = {
  about: {
    title: 'Về trang này',
    shell: 'Phiên bản shell',
    section: 'Phần',
    version: 'Phiên bản',
    source: 'Được chọn theo',
    sources: {
      current: 'bản phát hành',
      canary: 'triển khai dần',
      override: 'lựa chọn QA',
    },
    browserId: 'Mã trình duyệt cho triển khai dần',
    sections: {
      auth: 'Đăng nhập và trang công khai',
      cabinet: 'Khu vực đối tác',
      admin: 'Quản trị',
    },
  },
};

export const shellLocales: Record<Language, LocaleShape<typeof en>> = { ru, en, de, es, vt };
