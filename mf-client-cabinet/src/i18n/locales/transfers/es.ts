import type { LocaleShape } from 'shared-ui';
import type { transfersEn } from './en';

export const transfersEs: LocaleShape<typeof transfersEn> = {
  transfer: {
    title: 'Nueva transferencia',
    amount: 'Importe, GTC',
    recipient: 'ID del socio',
    recipientHint: 'Código de socio o login del destinatario',
    recipientFound: 'Destinatario: {{name}} ({{login}}, {{code}})',
    recipientChecking: 'Buscando al socio…',
    confirmTitle: '¿Enviar {{amount}} a {{login}}?',
    confirmText: '{{name}} lo recibe al instante; una transferencia no se puede deshacer.',
    confirmOk: 'Enviar',
    code: 'Código 2FA',
    submit: 'Transferir',
    done: 'Fondos transferidos',
    history: {
      title: 'Historial de transferencias',
      direction: 'Dirección',
      in: 'Recibida',
      out: 'Enviada',
      empty: 'Aún no hay transferencias',
      loadFailed: 'No se pudo cargar el historial de transferencias',
    },
  },
};
