import type { LocaleShape } from 'shared-ui';
import type { binaryEn } from './en';

export const binaryDe: LocaleShape<typeof binaryEn> = {
  binary: {
    left: 'Links',
    right: 'Rechts',
    about: {
      rulesTitle: 'So funktioniert das Binärprogramm',
      rules: {
        tree: {
          title: 'Zwei Beine',
          text: 'Unter jedem Partner gibt es in der Binärstruktur höchstens zwei Plätze: das linke und das rechte Bein.',
        },
        basket: {
          title: 'Partnerkorb',
          text: 'Ein von Ihnen eingeladener Partner wartet in Ihrem Korb. Innerhalb von 24 Stunden können Sie ihn ins linke oder rechte Bein setzen: Er kommt an den äußeren Rand dieses Beins. Danach platziert ihn das System in Ihr kleineres Bein. Die Platzierung ist endgültig.',
        },
        volume: {
          title: 'Volumen',
          text: 'Was ein Partner für Pakete zahlt, wird bei jedem Partner über ihm dem Bein zugerechnet, in dem er steht. Volumen von Partnern, die Sie nicht selbst eingeladen haben, ist Spillover.',
        },
        close: {
          title: 'Tagesabschluss',
          text: 'Jeden Tag um 00:00 Serverzeit wird das Volumen des kleineren Beins mit dem größeren abgeglichen. Ihr Bonus ist ein Anteil am abgeglichenen Volumen; der Überschuss des stärkeren Beins wird auf den nächsten Tag übertragen.',
        },
        limit: {
          title: 'Vergütungslimit',
          text: 'Der Tagesbonus ist durch das binäre Vergütungslimit Ihres höchsten aktiven Pakets begrenzt. Der Teil darüber wird nicht gutgeschrieben: Werten Sie Ihr Paket auf, um das Limit zu erhöhen.',
        },
      },
      limitTitle: 'Tägliches Vergütungslimit je Paket',
      limitHint: 'Ihr Limit ist das Ihres höchsten aktiven Pakets.',
      package: 'Paket',
      price: 'Preis',
      dailyLimit: 'Tageslimit',
    },
    basket: {
      hint: 'Von Ihnen eingeladene Partner, die auf ihre Platzierung warten, die mit der wenigsten Zeit zuerst. Ist die Zeit abgelaufen, platziert sie das System in Ihr kleineres Bein.',
      cannotPlace: 'Verteilen nicht möglich: Bitten Sie Ihren Upline, Sie zu aktivieren',
      partner: 'Partner',
      investment: 'Investition',
      registered: 'Registriert',
      timeLeft: 'Verbleibende Zeit',
      place: 'Platzieren',
      left: 'Links',
      right: 'Rechts',
      placeLeft: '{{login}} ins linke Bein setzen',
      placeRight: '{{login}} ins rechte Bein setzen',
      confirm: {
        left: '{{login}} ins linke Bein setzen?',
        right: '{{login}} ins rechte Bein setzen?',
        text: 'Der Partner kommt an den äußeren Rand dieses Beins. Die Platzierung ist endgültig.',
      },
      placed: {
        left: '{{login}} ist im linken Bein platziert',
        right: '{{login}} ist im rechten Bein platziert',
      },
      autoPlacing: 'Wird automatisch platziert',
      empty: 'Ihr Korb ist leer',
      loadFailed: 'Der Korb konnte nicht geladen werden',
    },
    structure: {
      search: 'Partner nach Login suchen',
      notFound: 'Kein Partner mit diesem Login in Ihrer Struktur',
      result: '{{login}} (Ebene {{depth}})',
      path: 'Pfad in der Struktur',
      skipped: 'Ausgeblendete Ebenen: {{count}}',
      home: 'Zurück zu mir',
      open: 'Struktur von {{login}} öffnen',
      more: 'Weitere Partner darunter',
      empty: { left: 'Freier Platz (links)', right: 'Freier Platz (rechts)' },
      notPlaced: 'Sie sind noch nicht in der Binärstruktur',
      loadFailed: 'Die Struktur konnte nicht geladen werden',
    },
    statistic: {
      fields: {
        leftVolume: 'Volumen linkes Bein',
        rightVolume: 'Volumen rechtes Bein',
        smallerLeg: 'Kleineres Bein',
        volumeWithoutSpillover: 'Volumen ohne Spillover',
        spilloverDifference: 'Spillover-Differenz',
        leftCount: 'Partner im linken Bein',
        rightCount: 'Partner im rechten Bein',
        carryLeft: 'Übertrag (links)',
        carryRight: 'Übertrag (rechts)',
        earnings: 'Verdienst',
        notAccrued: 'Nicht gutgeschrieben',
        rewardLimit: 'Tägliches Vergütungslimit',
        projectedToday: 'Voraussichtlicher Bonus heute',
      },
      limit: {
        approaching: 'Sie nähern sich dem täglichen Vergütungslimit',
        approachingText:
          'Der voraussichtliche Bonus heute beträgt {{projected}} von Ihrem Limit {{limit}}.',
        reached: 'Das tägliche Vergütungslimit ist erreicht',
        reachedText:
          'Der voraussichtliche Bonus heute von {{projected}} erreicht Ihr Limit {{limit}}: Ein höheres Paket erhöht es.',
        notAccrued: 'Wegen Limitüberschreitung nicht gutgeschrieben: {{amount}}',
        notAccruedText: 'Dieser Teil des Bonus lag über Ihrem täglichen Vergütungslimit.',
        upgrade: 'Paket aufwerten',
      },
      closes: {
        title: 'Tagesabschlüsse',
        date: 'Datum',
        matched: 'Abgeglichenes Volumen',
        bonus: 'Bonus',
        notAccrued: 'Nicht gutgeschrieben',
        empty: 'Keine Abschlüsse in diesem Zeitraum',
      },
      loadFailed: 'Die Binärstatistik konnte nicht geladen werden',
      chart: {
        title: 'Binärbonus im Zeitraum',
        bonus: 'Gutgeschrieben',
        notAccrued: 'Wegen des Limits nicht gutgeschrieben',
      },
    },
  },
};
