import type { LocaleShape } from 'shared-ui';
import type { twoFactorEn } from './en';

export const twoFactorRu: LocaleShape<typeof twoFactorEn> = {
  twoFa: {
    label: '2FA',
    on: 'Включена',
    off: 'Выключена',
  },
  twoFaSettings: {
    enableText:
      'Защитите учётную запись: с 2FA при входе запрашивается код из приложения-аутентификатора.',
    enable: 'Включить 2FA',
    scan: 'Отсканируйте QR-код приложением-аутентификатором или введите секретный ключ, затем введите показанный код.',
    secret: 'Секретный ключ',
    code: 'Код',
    codeHint: '6-значный код из приложения или резервный код',
    confirm: 'Подтвердить',
    enabled: '2FA включена',
    recoveryTitle: 'Сохраните резервные коды',
    recoveryText:
      'Каждый код позволяет войти один раз, если вы потеряете телефон. Они показываются только сейчас: скопируйте или скачайте их.',
    copyCodes: 'Скопировать коды',
    downloadCodes: 'Скачать .txt',
    done: 'Готово',
    codesLeft: 'Осталось резервных кодов',
    disableText:
      'Чтобы выключить 2FA, введите код из приложения-аутентификатора или резервный код.',
    disable: 'Выключить 2FA',
    disabled: '2FA выключена',
  },
};
