import type { LocaleShape } from 'shared-ui';
import type { linearEn } from './en';

export const linearEs: LocaleShape<typeof linearEn> = {
  linear: {
    level: 'Nivel',
    levelN: 'Nivel {{level}}',
    reward: 'Recompensa',
    state: 'Estado',
    open: 'Abierto',
    locked: 'Bloqueado',
    partners: 'Socios',
    volume: 'Compras',
    bonus: 'Bono',
    about: {
      rulesTitle: 'Cómo funciona el programa lineal',
      p1: 'Cuando un socio de su estructura compra o mejora un paquete, usted recibe una parte del importe pagado según su línea: la tabla de recompensas muestra la parte de cada nivel.',
      p2: 'Un nivel paga solo si está abierto para usted. Sus niveles abiertos son el mayor número de niveles lineales entre sus paquetes activos; sin un paquete activo ningún nivel está abierto.',
      p3: 'La parte de un nivel bloqueado no se paga ni se transfiere hacia arriba. El bono llega a su saldo GTC en el momento de la compra.',
      tableTitle: 'Recompensas por nivel',
      openLevels: 'Niveles abiertos: {{count}} de {{total}}',
      lockedHint: 'Un paquete con más niveles lineales abre los bloqueados.',
      openMore: 'Elegir un paquete',
      loadFailed: 'No se pudieron cargar las reglas del programa lineal',
    },
    statistic: {
      total: 'Bono lineal del periodo',
      hint: 'Por nivel: los socios de esa línea, sus compras de paquetes en el periodo y el bono que se le pagó.',
      loadFailed: 'No se pudieron cargar las estadísticas lineales',
      chart: { title: 'Bono lineal del periodo', bonus: 'Bono lineal' },
    },
    structure: { empty: 'Aún no hay socios en la línea {{line}}' },
  },
};
