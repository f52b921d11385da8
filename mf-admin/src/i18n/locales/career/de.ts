import type { LocaleShape } from 'shared-ui';
import type { careerEn } from './en';

export const careerDe: LocaleShape<typeof careerEn> = {
  career: {
    tabs: {
      packages: 'Pakete',
      statuses: 'Karrierestatus',
    },
    subtitle: 'Schwellen in GTC aus allen Paketzahlungen, gezählt bis zur 5. Linie',
    empty: 'Keine Karrierestatus',
    loadFailed: 'Die Karrierestatus konnten nicht geladen werden',
    saved: 'Karrierestatus gespeichert',
    editOf: '„{{name}}“ bearbeiten',
    columns: {
      rank: 'Rang',
      name: 'Name',
      personal: 'Persönliches Volumen',
      firstLine: 'Volumen der ersten Linie',
      mainBranch: 'Volumen des Hauptzweigs',
      secondary: 'Nebenzweige',
      secondaryBranches: 'Nebenzweige, Anzahl',
      secondaryThreshold: 'Je Nebenzweig',
      side: 'Seitenvolumen',
      reward: 'Prämie',
      mentorReward: 'Mentorprämie',
      actions: 'Aktionen',
    },
  },
};
