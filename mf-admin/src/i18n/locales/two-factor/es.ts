import type { LocaleShape } from 'shared-ui';
import type { twoFactorEn } from './en';

export const twoFactorEs: LocaleShape<typeof twoFactorEn> = {
  twoFa: {
    label: '2FA',
    on: 'Activada',
    off: 'Desactivada',
  },
  twoFaSettings: {
    enableText:
      'Proteja su cuenta: con la 2FA activada, el inicio de sesión pide un código de una app de autenticación.',
    enable: 'Activar 2FA',
    scan: 'Escanee el código QR con una app de autenticación o introduzca la clave secreta y luego el código que muestre.',
    secret: 'Clave secreta',
    code: 'Código',
    codeHint: 'El código de 6 dígitos de la app o un código de recuperación',
    confirm: 'Confirmar',
    enabled: '2FA activada',
    recoveryTitle: 'Guarde sus códigos de recuperación',
    recoveryText:
      'Cada código permite entrar una vez si pierde el teléfono. Solo se muestran ahora: cópielos o descárguelos.',
    copyCodes: 'Copiar los códigos',
    downloadCodes: 'Descargar como .txt',
    done: 'Hecho',
    codesLeft: 'Códigos de recuperación restantes',
    disableText:
      'Para desactivar la 2FA, introduzca un código de la app de autenticación o un código de recuperación.',
    disable: 'Desactivar 2FA',
    disabled: '2FA desactivada',
  },
};
