import type { LocaleShape } from 'shared-ui';
import type { careerEn } from './en';

export const careerEs: LocaleShape<typeof careerEn> = {
  career: {
    tabs: {
      packages: 'Paquetes',
      statuses: 'Rangos de carrera',
    },
    subtitle: 'Umbrales en GTC de los pagos de paquetes de siempre, contados hasta 5 líneas',
    empty: 'No hay rangos de carrera',
    loadFailed: 'No se pudieron cargar los rangos de carrera',
    saved: 'Rango de carrera guardado',
    editOf: 'Editar «{{name}}»',
    columns: {
      rank: 'Orden',
      name: 'Nombre',
      personal: 'Volumen personal',
      firstLine: 'Volumen de la primera línea',
      mainBranch: 'Volumen de la rama principal',
      secondary: 'Ramas secundarias',
      secondaryBranches: 'Ramas secundarias, cantidad',
      secondaryThreshold: 'Cada rama secundaria',
      side: 'Volumen lateral',
      reward: 'Recompensa',
      mentorReward: 'Recompensa del mentor',
      actions: 'Acciones',
    },
  },
};
