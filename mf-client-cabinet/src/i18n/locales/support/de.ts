import type { LocaleShape } from 'shared-ui';
import type { supportEn } from './en';

export const supportDe: LocaleShape<typeof supportEn> = {
  support: {
    subtitle:
      'Stellen Sie eine Frage oder melden Sie ein Problem: Der Support antwortet hier und per E-Mail.',
    loadFailed: 'Ihre Tickets konnten nicht geladen werden',
    threadFailed: 'Das Ticket konnte nicht geladen werden',
    empty: 'Sie haben noch keine Tickets',
    newTicket: 'Neues Ticket',
    ticketN: 'Ticket Nr. {{id}}',
    updated: 'Letzte Aktivität',
    opened: 'Erstellt am {{date}}',
    allStatuses: 'Alle Status',
    categories: {
      account: 'Konto und Anmeldung',
      finance: 'Einzahlungen und Auszahlungen',
      packages: 'Investmentpakete',
      network: 'Partner und Boni',
      technical: 'Technisches Problem',
      other: 'Sonstiges',
    },
    statuses: {
      open: 'Wartet auf den Support',
      inProgress: 'In Bearbeitung',
      answered: 'Beantwortet',
      closed: 'Geschlossen',
    },
    form: {
      title: 'Neues Ticket',
      subject: 'Betreff',
      subjectPlaceholder: 'Worum geht es, in wenigen Worten?',
      category: 'Kategorie',
      body: 'Nachricht',
      bodyPlaceholder:
        'Beschreiben Sie die Frage oder das Problem: was Sie getan haben, was Sie erwartet haben und was passiert ist.',
      attachments: 'Anhänge',
      attach: 'Dateien anhängen',
      attachHint: 'PNG, JPEG, WebP oder PDF, je bis zu {{size}} MB, höchstens {{count}} Dateien',
      uploadFailed: '{{name}} konnte nicht hochgeladen werden',
      submit: 'Senden',
      created: 'Ihr Ticket wurde gesendet',
    },
    thread: {
      back: 'Alle Tickets',
      you: 'Sie',
      team: 'Support',
      reply: 'Ihre Antwort',
      replyPlaceholder: 'Antwort schreiben',
      send: 'Senden',
      sent: 'Antwort gesendet',
      close: 'Ticket schließen',
      closeConfirm: 'Dieses Ticket schließen? Sie können danach nicht mehr darin antworten.',
      closedDone: 'Das Ticket ist geschlossen',
      closed:
        'Dieses Ticket ist geschlossen. Wenn Sie weitere Hilfe brauchen, erstellen Sie ein neues Ticket.',
      download: '{{name}} herunterladen',
      downloadFailed: 'Die Datei konnte nicht geöffnet werden',
    },
    contacts: {
      title: 'Weitere Kontaktmöglichkeiten',
    },
  },
  copyTrading: {
    subtitle: 'Folgen Sie verifizierten Tradern und kopieren Sie ihre Trades automatisch.',
    intro: {
      title: 'Was ist Copy-Trading',
      text: 'Mit Copy-Trading folgen Sie erfahrenen, verifizierten Tradern und wiederholen deren Trades automatisch in Ihrem eigenen Konto, im Verhältnis zu dem Betrag, den Sie zuweisen. Sie müssen den Markt weder analysieren noch den ganzen Tag beobachten: Der Trader erledigt die Arbeit, und jeder Trade, den er eröffnet oder schließt, wird für Sie gespiegelt.',
    },
    steps: {
      title: 'So funktioniert es',
      choose: {
        title: 'Wählen Sie einen verifizierten Trader',
        text: 'Vergleichen Sie Trader nach Handelshistorie, Rendite, Drawdown und Risikostufe. Aufgeführt sind nur Trader, die die Verifizierung bestanden haben.',
      },
      follow: {
        title: 'Folgen und Mittel zuweisen',
        text: 'Entscheiden Sie, wie viel Sie zuweisen. Ihre Trades werden im Verhältnis zu Ihrem Betrag bemessen, nicht zum Guthaben des Traders.',
      },
      copy: {
        title: 'Trades werden automatisch kopiert',
        text: 'Wenn der Trader eine Position eröffnet oder schließt, wird derselbe Trade für Sie sofort eröffnet oder geschlossen, rund um die Uhr.',
      },
      control: {
        title: 'Sie behalten die Kontrolle',
        text: 'Verfolgen Sie die Ergebnisse in Echtzeit, ändern Sie den Betrag oder beenden Sie das Folgen jederzeit.',
      },
    },
    benefits: {
      title: 'Warum es sich für Partner lohnt',
      verified: 'Verifizierte Trader mit öffentlicher Handelshistorie',
      automatic: 'Vollautomatisches Kopieren, kein manueller Handel nötig',
      transparent: 'Transparente Statistik zu jedem Trade',
      flexible: 'Starten, pausieren oder beenden Sie, wann Sie wollen',
    },
    risk: {
      title: 'Risikohinweis',
      text: 'Trading ist mit Risiken verbunden. Frühere Ergebnisse eines Traders garantieren keine künftigen Renditen, und Sie können einen Teil der zugewiesenen Mittel verlieren. Weisen Sie nur zu, was Sie zu riskieren bereit sind.',
    },
    questions: 'Fragen zum Copy-Trading?',
    askSupport: 'Support fragen',
  },
};
