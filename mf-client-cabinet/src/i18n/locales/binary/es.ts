import type { LocaleShape } from 'shared-ui';
import type { binaryEn } from './en';

export const binaryEs: LocaleShape<typeof binaryEn> = {
  binary: {
    left: 'Izquierda',
    right: 'Derecha',
    about: {
      rulesTitle: 'Cómo funciona el programa binario',
      rules: {
        tree: {
          title: 'Dos piernas',
          text: 'Cada socio tiene como máximo dos lugares debajo en la estructura binaria: la pierna izquierda y la pierna derecha.',
        },
        basket: {
          title: 'Cesta de socios',
          text: 'Un socio que usted invita espera en su cesta. En 24 horas puede colocarlo en la pierna izquierda o derecha: irá al borde exterior de esa pierna. Después, el sistema lo coloca en su pierna menor. La colocación es definitiva.',
        },
        volume: {
          title: 'Volumen',
          text: 'Lo que un socio paga por paquetes se suma a la pierna en la que está, para cada socio por encima de él. El volumen de socios que usted no invitó es derrame.',
        },
        close: {
          title: 'Cierre diario',
          text: 'Cada día a las 00:00, hora del servidor, el volumen de la pierna menor se empareja con el de la mayor. Su bono es una parte del volumen emparejado; el excedente de la pierna fuerte pasa al día siguiente.',
        },
        limit: {
          title: 'Límite de recompensa',
          text: 'El bono diario está limitado por el límite binario de su paquete activo más alto. La parte que lo supera no se acredita: mejore su paquete para subir el límite.',
        },
      },
      limitTitle: 'Límite diario de recompensa por paquete',
      limitHint: 'Su límite es el de su paquete activo más alto.',
      package: 'Paquete',
      price: 'Precio',
      dailyLimit: 'Límite diario',
    },
    basket: {
      hint: 'Socios que usted invitó y que esperan ser colocados, primero los que tienen menos tiempo. Cuando se acaba el tiempo, el sistema los coloca en su pierna menor.',
      cannotPlace: 'No puede distribuir: pida a su línea ascendente que le active',
      partner: 'Socio',
      investment: 'Inversión',
      registered: 'Registrado',
      timeLeft: 'Tiempo restante',
      place: 'Colocar',
      left: 'Izquierda',
      right: 'Derecha',
      placeLeft: 'Colocar a {{login}} en la pierna izquierda',
      placeRight: 'Colocar a {{login}} en la pierna derecha',
      confirm: {
        left: '¿Colocar a {{login}} en la pierna izquierda?',
        right: '¿Colocar a {{login}} en la pierna derecha?',
        text: 'El socio irá al borde exterior de esa pierna. La colocación es definitiva.',
      },
      placed: {
        left: '{{login}} está colocado en la pierna izquierda',
        right: '{{login}} está colocado en la pierna derecha',
      },
      autoPlacing: 'Colocación automática en curso',
      empty: 'Su cesta está vacía',
      loadFailed: 'No se pudo cargar la cesta',
    },
    structure: {
      search: 'Buscar un socio por usuario',
      notFound: 'No hay ningún socio con este usuario en su estructura',
      result: '{{login}} (nivel {{depth}})',
      path: 'Ruta en la estructura',
      skipped: 'Niveles ocultos: {{count}}',
      home: 'Volver a mí',
      open: 'Abrir la estructura de {{login}}',
      more: 'Hay más socios debajo',
      empty: { left: 'Lugar libre (izquierda)', right: 'Lugar libre (derecha)' },
      notPlaced: 'Aún no está en la estructura binaria',
      loadFailed: 'No se pudo cargar la estructura',
    },
    statistic: {
      fields: {
        leftVolume: 'Volumen de la pierna izquierda',
        rightVolume: 'Volumen de la pierna derecha',
        smallerLeg: 'Pierna menor',
        volumeWithoutSpillover: 'Volumen sin derrame',
        spilloverDifference: 'Diferencia de derrame',
        leftCount: 'Socios en la pierna izquierda',
        rightCount: 'Socios en la pierna derecha',
        carryLeft: 'Arrastre (izquierda)',
        carryRight: 'Arrastre (derecha)',
        earnings: 'Ganancias',
        notAccrued: 'No acreditado',
        rewardLimit: 'Límite diario de recompensa',
        projectedToday: 'Bono previsto de hoy',
      },
      limit: {
        approaching: 'Se acerca al límite diario de recompensa',
        approachingText: 'El bono previsto de hoy es {{projected}} de su límite de {{limit}}.',
        reached: 'Se alcanzó el límite diario de recompensa',
        reachedText:
          'El bono previsto de hoy de {{projected}} alcanza su límite de {{limit}}: un paquete superior lo aumenta.',
        notAccrued: 'No acreditado por superar el límite: {{amount}}',
        notAccruedText: 'Esta parte del bono superó su límite diario de recompensa.',
        upgrade: 'Mejorar el paquete',
      },
      closes: {
        title: 'Cierres diarios',
        date: 'Fecha',
        matched: 'Volumen emparejado',
        bonus: 'Bono',
        notAccrued: 'No acreditado',
        empty: 'No hay cierres en este periodo',
      },
      loadFailed: 'No se pudieron cargar las estadísticas binarias',
      chart: {
        title: 'Bono binario del periodo',
        bonus: 'Acreditado',
        notAccrued: 'No acreditado por el límite',
      },
    },
  },
};
