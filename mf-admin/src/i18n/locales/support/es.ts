import type { LocaleShape } from 'shared-ui';
import type { supportEn } from './en';

export const supportEs: LocaleShape<typeof supportEn> = {
  support: {
    loadFailed: 'No se pudieron cargar los tickets',
    empty: 'Todavía no hay tickets',
    unassigned: 'Sin asignar',
    team: 'Soporte',
    internalNote: 'Nota interna',
    updated: 'Actualizado',
    assigneeRefused:
      'Este administrador ya no puede atender tickets de soporte: elija otro responsable',
    answerSent: 'Respuesta enviada: el socio recibe un aviso por correo',
    noteAdded: 'Nota interna añadida',
    download: 'Descargar {{name}}',
    downloadFailed: 'No se pudo abrir el archivo',
    categories: {
      account: 'Cuenta e inicio de sesión',
      finance: 'Depósitos y retiros',
      packages: 'Paquetes de inversión',
      network: 'Socios y bonos',
      technical: 'Problema técnico',
      other: 'Otro',
    },
    statuses: {
      open: 'Abierto',
      inProgress: 'En curso',
      answered: 'Respondido',
      closed: 'Cerrado',
    },
    filters: {
      login: 'Login del socio',
      status: 'Estado',
      category: 'Categoría',
      assignee: 'Responsable',
    },
    columns: {
      id: 'ID',
      subject: 'Asunto',
      partner: 'Socio',
      category: 'Categoría',
      status: 'Estado',
      assignee: 'Responsable',
      createdAt: 'Abierto',
      lastMessageAt: 'Última actividad',
      actions: 'Acciones',
    },
    reply: {
      title: 'Respuesta',
      body: 'Mensaje',
      placeholder: 'Escriba una respuesta al socio',
      notePlaceholder: 'Escriba una nota para el equipo (el socio no la ve)',
      internal: 'Nota interna (solo la ven los administradores, sin correo)',
      attach: 'Adjuntar archivos',
      attachHint:
        'PNG, JPEG, WebP o PDF, hasta {{size}} MB cada uno, como máximo {{count}} archivos',
      send: 'Enviar la respuesta',
      addNote: 'Añadir la nota',
    },
    contacts: {
      subtitle:
        'Visibles para todos en la página de mantenimiento, el pie de las páginas públicas y la página de soporte',
      loadFailed: 'No se pudieron cargar los contactos de soporte',
      email: 'Correo electrónico',
      telegram: 'Telegram',
      telegramHint: '@ y el nombre de usuario, p. ej. @platform_help',
      phone: 'Teléfono',
      hours: 'Horario de atención',
      hoursHint: 'p. ej. lun–vie 9:00–18:00 UTC',
      saved: 'Contactos de soporte guardados',
    },
  },
};
