import type { LocaleShape } from 'shared-ui';
import type { supportEn } from './en';

export const supportEs: LocaleShape<typeof supportEn> = {
  support: {
    subtitle:
      'Haga una pregunta o informe de un problema: el equipo de soporte responde aquí y por correo.',
    loadFailed: 'No se pudieron cargar sus tickets',
    threadFailed: 'No se pudo cargar el ticket',
    empty: 'Todavía no tiene tickets',
    newTicket: 'Nuevo ticket',
    ticketN: 'Ticket n.º {{id}}',
    updated: 'Última actividad',
    opened: 'Abierto el {{date}}',
    allStatuses: 'Todos los estados',
    categories: {
      account: 'Cuenta e inicio de sesión',
      finance: 'Depósitos y retiros',
      packages: 'Paquetes de inversión',
      network: 'Socios y bonos',
      technical: 'Problema técnico',
      other: 'Otro',
    },
    statuses: {
      open: 'Esperando a soporte',
      inProgress: 'En curso',
      answered: 'Respondido',
      closed: 'Cerrado',
    },
    form: {
      title: 'Nuevo ticket',
      subject: 'Asunto',
      subjectPlaceholder: 'En pocas palabras, ¿de qué se trata?',
      category: 'Categoría',
      body: 'Mensaje',
      bodyPlaceholder: 'Describa la pregunta o el problema: qué hizo, qué esperaba y qué ocurrió.',
      attachments: 'Archivos adjuntos',
      attach: 'Adjuntar archivos',
      attachHint:
        'PNG, JPEG, WebP o PDF, hasta {{size}} MB cada uno, como máximo {{count}} archivos',
      uploadFailed: 'No se pudo subir {{name}}',
      submit: 'Enviar',
      created: 'Su ticket ha sido enviado',
    },
    thread: {
      back: 'Todos los tickets',
      you: 'Usted',
      team: 'Soporte',
      reply: 'Su respuesta',
      replyPlaceholder: 'Escriba una respuesta',
      send: 'Enviar',
      sent: 'Respuesta enviada',
      close: 'Cerrar el ticket',
      closeConfirm: '¿Cerrar este ticket? Ya no podrá responder en él.',
      closedDone: 'El ticket está cerrado',
      closed: 'Este ticket está cerrado. Si necesita más ayuda, abra un ticket nuevo.',
      download: 'Descargar {{name}}',
      downloadFailed: 'No se pudo abrir el archivo',
    },
    contacts: {
      title: 'Otras formas de contactarnos',
    },
  },
  copyTrading: {
    subtitle: 'Siga a traders verificados y copie sus operaciones automáticamente.',
    intro: {
      title: 'Qué es el copy trading',
      text: 'El copy trading le permite seguir a traders experimentados y verificados y repetir sus operaciones en su propia cuenta de forma automática, en proporción al importe que asigne. No necesita analizar el mercado ni vigilarlo todo el día: el trader hace el trabajo y cada operación que abre o cierra se replica para usted.',
    },
    steps: {
      title: 'Cómo funciona',
      choose: {
        title: 'Elija un trader verificado',
        text: 'Compare a los traders por su historial, rentabilidad, drawdown y nivel de riesgo. Solo aparecen traders que han superado la verificación.',
      },
      follow: {
        title: 'Sígalo y asigne fondos',
        text: 'Decida cuánto asignar. Sus operaciones se dimensionan en proporción a su asignación, no al saldo del trader.',
      },
      copy: {
        title: 'Las operaciones se copian automáticamente',
        text: 'Cuando el trader abre o cierra una posición, la misma operación se abre o se cierra para usted al instante, las 24 horas.',
      },
      control: {
        title: 'Usted mantiene el control',
        text: 'Siga los resultados en tiempo real, cambie la asignación o deje de seguir a un trader en cualquier momento.',
      },
    },
    benefits: {
      title: 'Por qué conviene a los socios',
      verified: 'Traders verificados con historial público',
      automatic: 'Copia totalmente automática, sin operar manualmente',
      transparent: 'Estadísticas transparentes de cada operación',
      flexible: 'Empiece, pause o detenga cuando quiera',
    },
    risk: {
      title: 'Advertencia de riesgo',
      text: 'Operar implica riesgos. Los resultados pasados de un trader no garantizan rendimientos futuros y puede perder parte de los fondos asignados. Asigne solo lo que esté dispuesto a arriesgar.',
    },
    questions: '¿Preguntas sobre el copy trading?',
    askSupport: 'Preguntar a soporte',
  },
};
