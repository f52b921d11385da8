import type { LocaleShape } from 'shared-ui';
import type { promoEn } from './en';

export const promoEs: LocaleShape<typeof promoEn> = {
  promo: {
    starts: 'Inicio',
    ends: 'Fin',
    ended: 'La campaña ha terminado',
    none: 'Ahora no hay ninguna campaña promocional',
    loadFailed: 'No se pudo cargar la promoción',
    notQualified:
      'Alcance el nivel 1 ({{amount}} de facturación de primera línea) para rellenar el formulario de participante.',
    tiers: {
      title: 'Niveles y premios',
      level: 'Nivel',
      levelN: 'Nivel {{level}}',
      threshold: 'Facturación de primera línea',
      prize: 'Premio',
      reached: 'Alcanzado',
    },
    progress: {
      title: 'Su progreso',
      turnover: 'Facturación de primera línea',
      level: 'Su nivel',
      noLevel: '—',
      toNext: 'Faltan {{amount}} para el nivel {{level}}: {{prize}}',
      toNextLabel: 'Progreso hasta el nivel {{level}}',
      top: 'Ha alcanzado el nivel más alto',
    },
    form: {
      title: 'Formulario de participante',
      hint: 'Rellene sus datos como en el pasaporte, con letras latinas. El formulario se envía una vez.',
      latinHint: 'Con letras latinas',
      firstName: 'Nombre',
      lastName: 'Apellido',
      birthDate: 'Fecha de nacimiento',
      country: 'País',
      city: 'Ciudad',
      passportNumber: 'Número de pasaporte',
      passportExpiry: 'Pasaporte válido hasta',
      phone: 'Teléfono',
      submit: 'Enviar el formulario',
      filed: 'Su formulario se ha enviado',
    },
    request: {
      title: 'Su formulario de participante',
      status: 'Estado',
      date: 'Enviado',
      level: 'Nivel',
      name: 'Nombre',
      statuses: { submitted: 'En revisión', approved: 'Aprobado', rejected: 'Rechazado' },
    },
  },
};
