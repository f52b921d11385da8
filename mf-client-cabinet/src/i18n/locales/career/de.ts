import type { LocaleShape } from 'shared-ui';
import type { careerEn } from './en';

export const careerDe: LocaleShape<typeof careerEn> = {
  career: {
    columns: {
      status: 'Status',
      personal: 'Persönliches Volumen',
      firstLine: 'Erste Linie',
      mainBranch: 'Hauptzweig',
      secondary: 'Nebenzweige',
      side: 'Seitenvolumen',
      reward: 'Vergütung',
      mentorReward: 'Mentorvergütung',
    },
    secondaryTimes: '{{branches}} × {{amount}}',
    empty: 'Noch keine Karrierestatus',
    loadFailed: 'Das Karriereprogramm konnte nicht geladen werden',
    chart: {
      title: 'Paketkäufe im Zeitraum',
      personal: 'Meine Käufe',
      structure: 'Meine Struktur (5 Linien)',
    },
    about: {
      rulesTitle: 'So funktioniert das Karriereprogramm',
      p1: 'Ihr Karrierestatus ergibt sich aus den Volumen Ihrer Struktur bis zur 5. Linie: Ihrem persönlichen Paketvolumen, Ihrer ersten Linie, Ihrem Hauptzweig (dem Zweig mit dem größten Volumen), Ihren Nebenzweigen und Ihrem Seitenvolumen (alles außer dem Hauptzweig).',
      p2: 'Ein Zweig ist ein Partner Ihrer ersten Linie mit seiner Struktur. Nebenzweige sind die nächstgrößten nach dem Hauptzweig; ein Status verlangt, dass eine bestimmte Anzahl davon seine Schwelle erreicht.',
      p3: 'Jeder Status wird einmal vergeben und nie entzogen. Seine Vergütung wird einmal bei der Vergabe gezahlt; mehrere gleichzeitig erreichte Status werden der Reihe nach gezahlt.',
      p4: 'Ihr Mentor, der nächste Partner über Ihnen mit einem Karrierestatus, erhält die Mentorvergütung, wenn Sie einen Status erreichen.',
      tableTitle: 'Karrierestatus (Beträge in GTC)',
    },
    progress: {
      currentTitle: 'Ihr Karrierestatus',
      status: 'Status',
      noStatus: 'Noch kein Status',
      mentor: 'Mentor',
      noMentor: 'Kein Mentor',
      nextTitle: 'Nächster Status: {{status}}',
      nextNone: 'Nächster Status',
      top: 'Sie haben den höchsten Status',
      ofAmount: '{{have}} von {{need}}',
      ofBranches: '{{have}} von {{need}} Zweigen erreichen {{amount}}',
    },
    branches: {
      title: 'Nebenzweige',
      branchN: 'Zweig {{n}}',
      reaches: 'Erreicht die Schwelle',
      empty: 'Noch keine Nebenzweige',
    },
    awards: {
      title: 'Auszeichnungen',
      status: 'Status',
      date: 'Vergeben',
      reward: 'Vergütung',
      empty: 'Noch keine Auszeichnungen',
    },
  },
};
