import type { LocaleShape } from 'shared-ui/public';
import type { en } from './en';

export const es: LocaleShape<typeof en> = {
  layout: {
    tagline: 'Programa de inversión y de socios',
    nav: 'Menú principal',
    login: 'Iniciar sesión',
    signup: 'Crear cuenta',
    legalNav: 'Información legal',
    support: 'Soporte',
    privacyPolicy: 'Política de privacidad',
    publicOffer: 'Oferta pública',
    copyright: '© {{year}} {{app}}. Todos los derechos reservados.',
  },
  home: {
    title: 'Invierte, construye tu red y gana cada día',
    lead: 'Elige un paquete de inversión con ganancias diarias en GTC, invita a socios y recibe bonos lineales, binarios y de carrera, todo en un mismo gabinete personal.',
    signup: 'Crear cuenta',
    login: 'Entrar al gabinete',
    invitationTitle: 'Registro solo por invitación',
    invitationText:
      'Para unirte necesitas un enlace de invitación o un código de socio de un socio activo. Pídeselo a la persona que te habló de la plataforma.',
    featuresTitle: 'Qué ofrece la plataforma',
    features: {
      packages: {
        title: 'Paquetes de inversión',
        text: 'Paquetes de distintos tamaños con ganancias diarias, un calendario de ganancias y mejora pagando la diferencia de precio.',
      },
      network: {
        title: 'Programa de socios',
        text: 'Tres programas de bonos (lineal, binario y de carrera) te recompensan por desarrollar tu red de socios.',
      },
      finance: {
        title: 'Depósitos y retiros',
        text: 'Recarga en USDT (TRC20), transfiere GTC a otros socios y retira en USDT o GTC en los días establecidos.',
      },
      security: {
        title: 'Seguridad',
        text: 'La autenticación en dos pasos protege cada operación con dinero, y tu contraseña nunca se guarda en forma legible.',
      },
    },
    stepsTitle: 'Cómo empezar',
    steps: {
      invite: {
        title: 'Consigue una invitación',
        text: 'Recibe un enlace personal o un código de socio de un socio activo.',
      },
      register: {
        title: 'Regístrate',
        text: 'Completa un breve formulario. Te enviaremos por correo un enlace para establecer tu contraseña.',
      },
      invest: {
        title: 'Elige un paquete',
        text: 'Recarga tu saldo, compra un paquete y sigue tus ganancias en el gabinete.',
      },
    },
  },
  signup: {
    title: 'Crear una cuenta',
    subtitle:
      'El registro es por invitación de un socio activo. Establecerás tu contraseña con el enlace que te enviaremos por correo.',
    firstName: 'Nombre',
    lastName: 'Apellido',
    nameHint: 'En letras latinas, como en tu pasaporte',
    email: 'Correo electrónico',
    emailHint: 'Enviaremos a esta dirección el enlace para establecer tu contraseña',
    login: 'Usuario',
    loginHint: 'Con él o con tu correo iniciarás sesión',
    phone: 'Teléfono',
    phoneHint: 'En formato internacional, empezando por el código del país',
    partnerCode: 'Código de socio',
    partnerCodeHint: '8 letras y dígitos de la invitación de tu patrocinador',
    partnerCodeFromLink: 'Rellenado a partir de tu enlace de invitación',
    sponsor: 'Tu patrocinador: {{login}}',
    submit: 'Crear cuenta',
    haveAccount: '¿Ya estás registrado?',
    loginLink: 'Iniciar sesión',
    successTitle: 'Te has registrado',
    successText:
      'Hemos enviado un correo a {{email}}. Sigue el enlace que contiene para establecer tu contraseña y entrarás en tu gabinete.',
    successHint:
      '¿No llega el correo después de unos minutos? Revisa la carpeta de spam o solicita un nuevo enlace en la página de restablecimiento de contraseña.',
    toLogin: 'Ir a iniciar sesión',
    newLink: 'Solicitar un nuevo enlace',
  },
  login: {
    title: 'Iniciar sesión',
    subtitle: '¡Bienvenido de nuevo! Entra en tu gabinete de socio.',
    login: 'Usuario o correo electrónico',
    password: 'Contraseña',
    forgot: '¿Olvidaste tu contraseña?',
    submit: 'Entrar',
    noAccount: '¿Aún no tienes cuenta?',
    signupLink: 'Regístrate con tu invitación',
  },
  adminLogin: {
    title: 'Back-office',
    subtitle: 'Inicia sesión con tu cuenta de administrador.',
    login: 'Usuario',
    password: 'Contraseña',
    submit: 'Entrar',
    partnerLogin: 'Acceso para socios',
  },
  forgotPassword: {
    title: 'Restablecer contraseña',
    subtitle:
      'Introduce el correo de tu cuenta y te enviaremos un enlace para establecer una nueva contraseña.',
    email: 'Correo electrónico',
    submit: 'Enviar el enlace',
    backToLogin: 'Volver a iniciar sesión',
    sentTitle: 'Correo de restablecimiento de contraseña enviado',
    sentText:
      'Si existe una cuenta con {{email}}, le hemos enviado un correo para restablecer la contraseña. El enlace es válido durante un tiempo limitado.',
  },
  setPassword: {
    title: 'Establece tu contraseña',
    subtitle: 'Elige una contraseña para tu cuenta. Al guardarla, iniciarás sesión.',
    password: 'Nueva contraseña',
    passwordHint:
      'Al menos 8 caracteres. Una frase larga es más segura que una contraseña corta y compleja.',
    confirm: 'Repite la contraseña',
    submit: 'Guardar y entrar',
    success: 'Contraseña actualizada',
    invalidTitle: 'Este enlace no es válido o ha caducado',
    invalidText:
      'El enlace para establecer la contraseña funciona una sola vez y durante un tiempo limitado. Solicita uno nuevo, solo lleva un minuto.',
    requestNew: 'Solicitar un nuevo enlace',
  },
  twoFactor: {
    title: 'Autenticación de dos factores',
    subtitle:
      'Introduzca el código de 6 dígitos de su aplicación de autenticación o uno de sus códigos de recuperación.',
    code: 'Código',
    codeHint: 'Un código de recuperación sirve una sola vez',
    submit: 'Confirmar',
    back: 'Volver al inicio de sesión',
    expired: 'El inicio de sesión ha caducado',
    expiredText:
      'El código debe introducirse en los 5 minutos siguientes a la contraseña. Inicie sesión de nuevo.',
    signInAgain: 'Iniciar sesión de nuevo',
  },
  captcha: { required: 'Confirma que no eres un robot' },
  legal: {
    effective: 'Vigente desde el {{date}}',
    contents: 'Contenido',
    loadFailed: 'No se pudo cargar el documento.',
  },
};
