import type { LocaleShape } from 'shared-ui';
import type { statisticsEn } from './en';

export const statisticsEs: LocaleShape<typeof statisticsEn> = {
  statistics: {
    loadFailed: 'No se pudieron cargar las estadísticas',
    period: 'Periodo',
    from: 'Desde',
    to: 'Hasta',
    presets: {
      day: 'Día',
      week: 'Semana',
      month: 'Mes',
      year: 'Año',
    },
    totals: {
      newPartners: 'Socios nuevos',
      activePartners: 'Socios activos',
      packagesSold: 'Paquetes vendidos',
      packagesAmount: 'Paquetes vendidos, importe',
      deposits: 'Depósitos',
      withdrawals: 'Retiros',
    },
    bonusesTitle: 'Bonos pagados',
    bonuses: {
      'daily-bonus': 'Bono diario',
      'partner-purchase-bonus': 'Bono por compras de socios',
      'binary-bonus': 'Bono binario',
      'career-bonus': 'Bono de carrera',
    },
    charts: {
      newPartners: 'Socios nuevos por día',
      packagesSold: 'Paquetes vendidos por día',
      money: 'Paquetes, depósitos y retiros por día, GTC',
      bonuses: 'Bonos por día, GTC',
    },
  },
};
