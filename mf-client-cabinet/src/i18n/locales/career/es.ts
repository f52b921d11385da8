import type { LocaleShape } from 'shared-ui';
import type { careerEn } from './en';

export const careerEs: LocaleShape<typeof careerEn> = {
  career: {
    columns: {
      status: 'Estado',
      personal: 'Volumen personal',
      firstLine: 'Primera línea',
      mainBranch: 'Rama principal',
      secondary: 'Ramas secundarias',
      side: 'Volumen lateral',
      reward: 'Recompensa',
      mentorReward: 'Recompensa del mentor',
    },
    secondaryTimes: '{{branches}} × {{amount}}',
    empty: 'Aún no hay estados de carrera',
    loadFailed: 'No se pudo cargar el programa de carrera',
    chart: {
      title: 'Compras de paquetes del periodo',
      personal: 'Mis compras',
      structure: 'Mi estructura (5 líneas)',
    },
    about: {
      rulesTitle: 'Cómo funciona el programa de carrera',
      p1: 'Su estado de carrera depende de los volúmenes de su estructura hasta la 5.ª línea: su volumen personal de paquetes, su primera línea, su rama principal (la rama con más volumen), sus ramas secundarias y su volumen lateral (todo salvo la rama principal).',
      p2: 'Una rama es un socio de su primera línea con su estructura. Las ramas secundarias son las siguientes en volumen tras la principal; un estado exige que cierto número de ellas alcance su umbral.',
      p3: 'Cada estado se otorga una sola vez y nunca se retira. Su recompensa se paga una vez, al otorgarse; si se alcanzan varios a la vez, se pagan en orden.',
      p4: 'Su mentor, el socio más cercano por encima de usted con un estado de carrera, recibe la recompensa del mentor cuando usted alcanza un estado.',
      tableTitle: 'Estados de carrera (importes en GTC)',
    },
    progress: {
      currentTitle: 'Su estado de carrera',
      status: 'Estado',
      noStatus: 'Aún sin estado',
      mentor: 'Mentor',
      noMentor: 'Sin mentor',
      nextTitle: 'Siguiente estado: {{status}}',
      nextNone: 'Siguiente estado',
      top: 'Tiene el estado más alto',
      ofAmount: '{{have}} de {{need}}',
      ofBranches: '{{have}} de {{need}} ramas alcanzan {{amount}}',
    },
    branches: {
      title: 'Ramas secundarias',
      branchN: 'Rama {{n}}',
      reaches: 'Alcanza el umbral',
      empty: 'Aún no hay ramas secundarias',
    },
    awards: {
      title: 'Premios',
      status: 'Estado',
      date: 'Otorgado',
      reward: 'Recompensa',
      empty: 'Aún no hay premios',
    },
  },
};
