import type { chainEn } from './en';

export const chainDe: typeof chainEn = {
  chain: {
    subtitle:
      'USDT-Zahlungen (TRC20), die der Chain-Wächter gesehen hat. Genaue Zahlungen werden automatisch gutgeschrieben; die übrigen warten hier auf eine Entscheidung.',
    searchPlaceholder: 'Hash, Adresse oder Login',
    empty: 'Noch keine Zahlungen gesehen',
    loadFailed: 'Die Chain-Zahlungen konnten nicht geladen werden',
    columns: {
      seenAt: 'Gesehen',
      partner: 'Partner',
      deposit: 'Einzahlung',
      txHash: 'Transaktion',
      amount: 'Erhalten',
      requested: 'Angefordert',
      reason: 'Warum sie wartet',
      status: 'Status',
      actions: 'Entscheidung',
    },
    statuses: {
      confirming: 'Wird bestätigt',
      credited: 'Gutgeschrieben',
      review: 'Wartet auf Entscheidung',
      dismissed: 'Verworfen',
      failed: 'Auf der Chain fehlgeschlagen',
    },
    reasons: {
      underpaid: 'Zu wenig bezahlt',
      overpaid: 'Zu viel bezahlt',
      late: 'Nach Schließen der Anfrage eingegangen',
      unmatched: 'Anfrage bereits bezahlt',
    },
    explorer: 'In Tronscan öffnen',
    credit: 'Gutschreiben',
    dismiss: 'Verwerfen',
    creditConfirm:
      'Die erhaltenen {{amount}} USDT {{login}} zum Kurs der Einzahlung #{{deposit}} gutschreiben?',
    dismissConfirm:
      'Diese Zahlung verwerfen? Es wird nichts gebucht: klären Sie sie mit dem Partner außerhalb der Plattform.',
    credited: 'Die Zahlung ist gutgeschrieben',
    dismissed: 'Die Zahlung ist verworfen',
    stateRefused: 'Über diese Zahlung wurde bereits entschieden: die Liste ist aktualisiert.',
  },
  chainSettings: {
    subtitle:
      'Einzahlungen aus der Chain: jede Anfrage erhält ihre eigene, aus dem öffentlichen Schlüssel abgeleitete TRON-Adresse, und der Wächter schreibt sie nach den Bestätigungen gut.',
    watcherOn:
      'Der Wächter ist an: Einzahlungen werden nach {{count}} Bestätigungen gutgeschrieben.',
    watcherOff:
      'Der Wächter ist aus. Setzen Sie den erweiterten öffentlichen Schlüssel und die API-URL, um ihn einzuschalten; bis dahin zeigen Einzahlungen die Wallet der Finanzeinstellungen und warten auf einen Admin.',
    xpub: 'Erweiterter öffentlicher Schlüssel (xpub)',
    xpubHint:
      'Kontoebene m/44′/195′/0′ der Wallet, die die Einzahlungen empfängt. Niemals ein privater Schlüssel: die Plattform lehnt ihn ab.',
    apiUrl: 'TronGrid-API-URL',
    apiUrlHint: 'Zum Beispiel https://api.trongrid.io',
    apiKey: 'API-Schlüssel',
    apiKeyStored:
      'Ein Schlüssel ist gespeichert: leer lassen, um ihn für diese API zu behalten (eine andere API-Adresse braucht den Schlüssel erneut)',
    apiKeyNone: 'Kein Schlüssel gespeichert',
    removeApiKey: 'Gespeicherten Schlüssel entfernen',
    confirmations: 'Bestätigungen',
    confirmationsHint: 'Blöcke nach der Zahlung bis zur Gutschrift (19 machen sie unumkehrbar)',
    usdtContract: 'USDT-TRC20-Vertrag',
    updated: 'Chain-Einstellungen gespeichert',
    cannotRead: 'Zum Lesen der Chain-Einstellungen ist das Recht nötig, Transaktionen anzusehen.',
  },
};
