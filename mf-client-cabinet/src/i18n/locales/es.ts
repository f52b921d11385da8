import type { LocaleShape } from 'shared-ui';
import type { en } from './en';
import { binaryEs } from './binary/es';
import { careerEs } from './career/es';
import { dashboardEs } from './dashboard/es';
import { depositsEs } from './deposits/es';
import { linearEs } from './linear/es';
import { operationsEs } from './operations/es';
import { packagesEs } from './packages/es';
import { partnersEs } from './partners/es';
import { promoEs } from './promo/es';
import { supportEs } from './support/es';
import { transfersEs } from './transfers/es';
import { walletEs } from './wallet/es';
import { withdrawalsEs } from './withdrawals/es';

export const es: LocaleShape<typeof en> = {
  groups: {
    dashboard: 'Inicio',
    investments: 'Inversiones',
    binary: 'Programa binario',
    linear: 'Programa lineal',
    career: 'Carrera',
    finance: 'Finanzas',
    partners: 'Socios',
    profile: 'Perfil',
    promo: 'Promoción',
    support: 'Soporte',
  },
  routes: {
    dashboard: { title: 'Inicio', menu: 'Inicio' },
    investPackage: { title: 'Paquetes de inversión', menu: 'Comprar un paquete' },
    myPackage: { title: 'Mis paquetes', menu: 'Mis paquetes' },
    copyTrading: { title: 'Copy trading', menu: 'Copy trading' },
    binaryStatistic: { title: 'Estadísticas del bono binario', menu: 'Estadísticas' },
    binaryStructure: { title: 'Estructura binaria', menu: 'Estructura' },
    binaryAbout: { title: 'Reglas del programa binario', menu: 'Reglas' },
    binaryBasket: { title: 'Cesta de socios', menu: 'Cesta de socios' },
    linearStatistic: { title: 'Estadísticas del bono lineal', menu: 'Estadísticas' },
    linearStructure: { title: 'Estructura lineal', menu: 'Estructura' },
    linearAbout: { title: 'Reglas del programa lineal', menu: 'Reglas' },
    careerStatistic: { title: 'Estadísticas de carrera', menu: 'Estadísticas' },
    careerAbout: { title: 'Reglas del programa de carrera', menu: 'Reglas' },
    finOperation: { title: 'Operaciones financieras', menu: 'Operaciones' },
    balanceDeposit: { title: 'Recargar el saldo', menu: 'Recargar' },
    balanceWithdraw: { title: 'Retirar fondos', menu: 'Retirar' },
    balanceTransfer: { title: 'Transferir a un socio', menu: 'Transferir' },
    partners: { title: 'Mis socios', menu: 'Mis socios' },
    partnersDeactivated: { title: 'Socios desactivados', menu: 'Desactivados' },
    profile: { title: 'Datos personales', menu: 'Datos personales' },
    security: { title: 'Seguridad y 2FA', menu: 'Seguridad' },
    promo: { title: 'Promoción de lanzamiento', menu: 'Promoción' },
    support: { title: 'Soporte', menu: 'Soporte' },
  },
  layout: {
    brand: 'Oficina del socio',
    balance: 'Saldo',
  },
  me: {
    loadFailed: 'No se pudo cargar su cuenta',
    loadFailedText: 'Compruebe su conexión e inténtelo de nuevo.',
  },
  inactive: {
    title: 'Su estado es inactivo',
    text: 'Necesita un paquete de inversión activo para invitar a socios y obtener bonos.',
    action: 'Elegir un paquete',
  },
  dashboard: {
    welcome: '¡Bienvenido, {{name}}!',
    referral: {
      title: 'Enlace de referido',
      hint: 'Comparta este enlace: los socios que se registren con él se unirán a su estructura.',
      inactiveHint: 'Las invitaciones funcionarán cuando tenga un paquete activo.',
      linkLabel: 'Su enlace de referido',
      code: 'Código de socio',
      copy: 'Copiar',
      copied: 'Copiado',
      copyFailed: 'No se pudo copiar. Seleccione el enlace y cópielo manualmente.',
    },
    sponsor: {
      title: 'Patrocinador',
      name: 'Nombre',
      login: 'Usuario',
      code: 'Código de socio',
      none: 'Sin patrocinador',
      noneText: 'Usted está en la cima de la estructura.',
    },
  },
  impersonation: {
    title: 'Un administrador está viendo este gabinete',
    text: 'Un administrador abrió esta sesión mediante «iniciar sesión como» y es solo de lectura: las operaciones de dinero, seguridad, perfil e invitaciones están desactivadas.',
    viewOnly: 'Solo lectura: la sesión de un administrador no puede hacer cambios',
  },
  profile: {
    loadFailed: 'No se pudo cargar su perfil',
    avatar: {
      title: 'Foto',
      upload: 'Subir una foto',
      change: 'Cambiar la foto',
      hint: 'PNG, JPEG o WebP, hasta {{size}} MB',
      uploaded: 'Foto subida',
      alt: 'Su foto',
    },
    form: {
      title: 'Datos personales',
      login: 'Usuario',
      email: 'Correo electrónico',
      firstName: 'Nombre',
      lastName: 'Apellido',
      nameHint: 'En letras latinas, como en su pasaporte',
      birthDate: 'Fecha de nacimiento',
      birthDatePlaceholder: 'Elija una fecha',
      country: 'País',
      countryPlaceholder: 'Empiece a escribir un país',
      countryCode: 'Prefijo del país',
      countryCodeHint: '+ y el prefijo telefónico, p. ej. +49',
      phone: 'Teléfono',
      phoneHint: 'Formato internacional, p. ej. +49 151 2345 6789',
      socialsTitle: 'Redes sociales',
      socials: { telegram: 'Telegram', instagram: 'Instagram', facebook: 'Facebook', x: 'X' },
      updated: 'Actualizado',
    },
  },
  security: {
    loadFailed: 'No se pudo cargar su configuración de seguridad',
    twoFa: {
      title: 'Autenticación de dos factores (2FA)',
      on: 'Activada',
      off: 'Desactivada',
      onText:
        'El inicio de sesión y las operaciones protegidas piden un código de su aplicación de autenticación. Códigos de recuperación restantes: {{left}}.',
      offText:
        'Active la 2FA para proteger su inicio de sesión. Los retiros y algunas otras operaciones solo están disponibles con 2FA.',
      enable: 'Activar 2FA',
      disable: 'Desactivar 2FA',
      enabled: '2FA activada',
      disabled: '2FA desactivada',
      setupFailed: 'No se pudo iniciar la configuración de 2FA',
      scan: 'Escanee el código QR con una aplicación de autenticación (Google Authenticator, Authy, 1Password…) e introduzca el código de 6 dígitos que muestra.',
      qrLabel: 'Código QR para la aplicación de autenticación',
      secretLabel: 'O introduzca esta clave manualmente en la aplicación:',
      confirm: 'Confirmar y activar',
      disableText:
        'Introduzca un código de su aplicación de autenticación o uno de sus códigos de recuperación para desactivar la 2FA.',
      code: 'Código 2FA',
      codeHint: 'El código de 6 dígitos de la aplicación o un código de recuperación',
    },
    codes: {
      title: 'Guarde sus códigos de recuperación',
      text: 'Si pierde el acceso a su aplicación de autenticación, inicie sesión con uno de estos códigos; cada uno sirve una vez. Solo se muestran ahora: cópielos o descárguelos y guárdelos en un lugar seguro.',
      copy: 'Copiar los códigos',
      copied: 'Copiado',
      copyFailed: 'No se pudo copiar. Seleccione los códigos y cópielos manualmente.',
      download: 'Descargar .txt',
      saved: 'Ya los he guardado',
      fileTitle: 'Códigos de recuperación 2FA de {{login}}. Cada código sirve una vez.',
    },
    password: {
      title: 'Cambiar la contraseña',
      current: 'Contraseña actual',
      new: 'Nueva contraseña',
      newHint:
        'Al menos 8 caracteres. Una frase larga es más segura que una contraseña corta y compleja.',
      repeat: 'Repita la nueva contraseña',
      code: 'Código 2FA',
      submit: 'Actualizar la contraseña',
      updated: 'Contraseña actualizada',
    },
  },
  ...walletEs,
  ...operationsEs,
  ...packagesEs,
  ...depositsEs,
  ...transfersEs,
  ...withdrawalsEs,
  ...dashboardEs,
  ...partnersEs,
  ...linearEs,
  ...binaryEs,
  ...careerEs,
  ...promoEs,
  ...supportEs,
};
