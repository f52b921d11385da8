import type { LocaleShape } from 'shared-ui';
import type { packagesEn } from './en';

export const packagesEs: LocaleShape<typeof packagesEn> = {
  packages: {
    create: 'Nuevo paquete',
    empty: 'Aún no hay paquetes',
    loadFailed: 'No se pudieron cargar los paquetes',
    searchPlaceholder: 'Buscar por nombre',
    saved: 'Paquete guardado',
    deleted: 'Paquete eliminado',
    soldCannotDelete:
      'Este paquete ya se ha vendido, por lo que no se puede eliminar. Desactívelo para detener sus ventas.',
    dailyIncomeHint: 'Porcentaje del precio que se paga cada día, p. ej. 0,45',
    periodText: '{{period}} + {{additional}} días',
    statuses: {
      active: 'Activo',
      inactive: 'Inactivo',
    },
    columns: {
      id: 'ID',
      name: 'Nombre',
      price: 'Precio',
      dailyIncome: 'Ingreso diario',
      period: 'Plazo',
      periodDays: 'Plazo, días',
      additionalDays: 'Días adicionales',
      linearLevels: 'Niveles lineales',
      binaryDailyLimit: 'Límite binario diario',
      totalIncome: 'Ingreso total',
      status: 'Estado',
      soldCount: 'Vendidos',
      actions: 'Acciones',
    },
  },
};
