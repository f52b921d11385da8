import type { LocaleShape } from 'shared-ui';
import type { dashboardEn } from './en';

export const dashboardEs: LocaleShape<typeof dashboardEn> = {
  period: {
    label: 'Periodo',
    day: 'Día',
    week: 'Semana',
    month: 'Mes',
    year: 'Año',
    all: 'Todo el tiempo',
  },
  income: {
    title: 'Ingresos por tipo de bono',
    total: 'Ingresos totales',
    loadFailed: 'No se pudieron cargar las estadísticas de ingresos',
  },
  packageStats: {
    title: 'Estadísticas de paquetes',
    active: 'Paquetes activos',
    finished: 'Paquetes finalizados',
    invested: 'Invertido',
    earned: 'Ganado',
  },
  networkStatuses: {
    title: 'Estados de los socios por línea',
    line: 'Línea',
    total: 'Socios',
    active: 'Activos',
    careerStatuses: 'Estados de carrera',
    loadFailed: 'No se pudieron cargar los estados de los socios',
  },
};
