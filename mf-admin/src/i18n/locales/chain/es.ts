import type { chainEn } from './en';

export const chainEs: typeof chainEn = {
  chain: {
    subtitle:
      'Pagos USDT (TRC20) que vio el vigilante de la red. Los pagos exactos se acreditan solos; los demás esperan aquí una decisión.',
    searchPlaceholder: 'Hash, dirección o login',
    empty: 'Aún no se ha visto ningún pago',
    loadFailed: 'No se pudieron cargar los pagos de la red',
    columns: {
      seenAt: 'Visto',
      partner: 'Socio',
      deposit: 'Depósito',
      txHash: 'Transacción',
      amount: 'Recibido',
      requested: 'Solicitado',
      reason: 'Por qué espera',
      status: 'Estado',
      actions: 'Decisión',
    },
    statuses: {
      confirming: 'Confirmándose',
      credited: 'Acreditado',
      review: 'Esperando decisión',
      dismissed: 'Descartado',
      failed: 'Fallido en la red',
    },
    reasons: {
      underpaid: 'Pago insuficiente',
      overpaid: 'Pago excesivo',
      late: 'Llegó tras cerrarse la solicitud',
      unmatched: 'Solicitud ya pagada',
    },
    explorer: 'Abrir en Tronscan',
    credit: 'Acreditar',
    dismiss: 'Descartar',
    creditConfirm:
      '¿Acreditar los {{amount}} USDT recibidos a {{login}} al tipo del depósito n.º {{deposit}}?',
    dismissConfirm:
      '¿Descartar este pago? No se registra nada: resuélvalo con el socio fuera de la plataforma.',
    credited: 'El pago está acreditado',
    dismissed: 'El pago está descartado',
    stateRefused: 'Este pago ya se decidió: la lista se ha actualizado.',
  },
  chainSettings: {
    subtitle:
      'Depósitos acreditados desde la red: cada solicitud recibe su propia dirección TRON derivada de la clave pública, y el vigilante la acredita tras las confirmaciones.',
    watcherOn:
      'El vigilante está activo: los depósitos se acreditan tras {{count}} confirmaciones.',
    watcherOff:
      'El vigilante está apagado. Indique la clave pública extendida y la URL de la API para activarlo; hasta entonces los depósitos muestran la billetera de los ajustes financieros y esperan a un administrador.',
    xpub: 'Clave pública extendida (xpub)',
    xpubHint:
      'Nivel de cuenta m/44′/195′/0′ de la billetera que recibe los depósitos. Nunca una clave privada: la plataforma la rechaza.',
    apiUrl: 'URL de la API TronGrid',
    apiUrlHint: 'Por ejemplo https://api.trongrid.io',
    apiKey: 'Clave de API',
    apiKeyStored:
      'Hay una clave guardada: déjelo vacío para conservarla con esta API (otra dirección de API necesita la clave de nuevo)',
    apiKeyNone: 'No hay clave guardada',
    removeApiKey: 'Eliminar la clave guardada',
    confirmations: 'Confirmaciones',
    confirmationsHint: 'Bloques tras el pago antes de acreditarlo (19 lo hacen irreversible)',
    usdtContract: 'Contrato USDT TRC20',
    updated: 'Ajustes de la red guardados',
    cannotRead: 'Para leer los ajustes de la red se necesita el permiso de ver transacciones.',
  },
};
