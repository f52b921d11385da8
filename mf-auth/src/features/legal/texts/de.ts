import type { LegalTexts } from '../legal-types';

export const de: LegalTexts = {
  privacyPolicy: {
    title: 'Datenschutzerklärung',
    intro:
      'Diese Datenschutzerklärung erläutert, wie der Betreiber von „{{app}}“ („wir“, „der Betreiber“) personenbezogene Daten von Partnern und Besuchern der Website und des persönlichen Kabinetts („die Plattform“) erhebt, verwendet, speichert und schützt. Mit der Registrierung oder Nutzung der Plattform bestätigen Sie, dass Sie diese Erklärung gelesen haben.',
    sections: [
      {
        heading: '1. Verantwortlicher',
        paragraphs: [
          'Der Betreiber der Plattform ist Verantwortlicher für die in dieser Erklärung beschriebenen personenbezogenen Daten. Fragen zu Ihren Daten und Anträge zur Ausübung Ihrer Rechte richten Sie bitte an {{contact}}.',
        ],
      },
      {
        heading: '2. Welche Daten wir erheben',
        paragraphs: [
          'Registrierungsdaten: Vor- und Nachname in lateinischen Buchstaben, E-Mail-Adresse, Login, Telefonnummer und der Partnercode des Partners, der Sie eingeladen hat (Ihres Sponsors).',
          'Profildaten, die Sie freiwillig angeben: Geburtsdatum, Land und Ländervorwahl, Profile in sozialen Netzwerken, ein Profilbild sowie Angaben in Teilnahmeformularen von Aktionen.',
          'Finanzdaten: Ihre Guthaben und Vorgänge in GTC und USDT, Einzahlungsbeträge und Transaktions-Hashes, Wallet-Adressen für Auszahlungen, gekaufte Investmentpakete und gutgeschriebene Boni.',
          'Technische und Sicherheitsdaten: IP-Adresse, Browser- und Geräteinformationen, Zeitpunkte von Anmeldungen und Sicherheitsereignissen, Einstellungen der Zwei-Faktor-Authentifizierung und ein Protokoll der Aktionen in Ihrem Konto. Ihr Passwort speichern wir nie in lesbarer Form, sondern nur als Einweg-Hash.',
        ],
      },
      {
        heading: '3. Wozu wir Ihre Daten verwenden',
        paragraphs: [
          'Um Ihr Konto anzulegen und zu führen, Sie bei der Anmeldung zu erkennen und Ihnen Service-E-Mails zu senden, etwa den Link zum Festlegen oder Zurücksetzen des Passworts.',
          'Um die Leistungen der Plattform zu erbringen: Investmentpakete und ihre Erträge, das Partnerprogramm mit Linear-, Binär- und Karrierebonussen, Einzahlungen, Überweisungen und Auszahlungen.',
          'Um die Plattform sicher zu halten: Betrug, Missbrauch und unbefugten Zugriff zu verhindern, wiederholte Fehlanmeldungen zu begrenzen, die Captcha-Prüfung durchzuführen und Vorfälle zu untersuchen.',
          'Um gesetzliche Pflichten zu erfüllen, einschließlich Buchführung, Prüfungen zur Geldwäscheprävention und Antworten auf rechtmäßige Anfragen von Behörden.',
          'Rechtsgrundlagen sind der Vertrag mit Ihnen (das öffentliche Angebot), unser berechtigtes Interesse an einem sicheren und funktionierenden Dienst, Ihre Einwilligung, wo wir sie einholen, sowie gesetzliche Pflichten.',
        ],
      },
      {
        heading: '4. Wer Ihre Daten sieht',
        paragraphs: [
          'Ihr Sponsor und die Partner über Ihnen in der Struktur sehen nur die Daten, die das Partnerprogramm benötigt: Login, Name, Registrierungsdatum, Status und das Volumen Ihrer Pakete. Kontaktdaten, Guthaben, Wallet-Adressen und Sicherheitseinstellungen sehen sie nicht.',
          'Administratoren der Plattform sehen Ihre Daten nur, soweit ihre Rolle es erfordert; jede administrative Aktion wird protokolliert.',
          'Dienstleister, die unter Vertraulichkeitspflichten für uns arbeiten: Hosting und Datenspeicherung, E-Mail-Versand und Google reCAPTCHA, das technische Daten Ihres Browsers erhält, um Menschen von Bots zu unterscheiden (es gelten die Datenschutzerklärung und die Nutzungsbedingungen von Google).',
          'Behörden, wenn das Gesetz es verlangt. Wir verkaufen Ihre personenbezogenen Daten nicht und geben sie nicht für Werbezwecke weiter.',
        ],
      },
      {
        heading: '5. Cookies und lokaler Speicher',
        paragraphs: [
          'Die Plattform verwendet ein Cookie, um die gewählte Sprache zu speichern, und den lokalen Speicher Ihres Browsers, um Ihre Sitzung (das Anmelde-Token) auf Ihrem Gerät zu halten. Beides ist für den Betrieb der Plattform erforderlich. Werbe- oder Tracking-Cookies verwenden wir nicht.',
          'Der Captcha-Dienst kann eigene Cookies setzen, wenn das Captcha angezeigt wird.',
        ],
      },
      {
        heading: '6. Speicherdauer',
        paragraphs: [
          'Wir speichern Ihre Kontodaten, solange Ihr Konto besteht. Nach der Schließung bewahren wir Finanzunterlagen und Protokolle so lange auf, wie es Gesetz oder die Klärung von Streitigkeiten erfordern, in der Regel bis zu fünf Jahre, und löschen oder anonymisieren alles Übrige.',
        ],
      },
      {
        heading: '7. Wie wir Ihre Daten schützen',
        paragraphs: [
          'Daten werden über verschlüsselte Verbindungen übertragen. Passwörter werden als starke Einweg-Hashes gespeichert, Anmelde-Token gehasht gespeichert und sind widerrufbar, und die Zahl der Anmeldeversuche ist begrenzt. Sie können die Zwei-Faktor-Authentifizierung aktivieren, die für Auszahlungen erforderlich ist.',
          'Kein System ist vollkommen sicher. Halten Sie Passwort und Wiederherstellungscodes geheim und informieren Sie uns sofort, wenn Sie einen unbefugten Zugriff auf Ihr Konto vermuten.',
        ],
      },
      {
        heading: '8. Ihre Rechte',
        paragraphs: [
          'Sie können Auskunft über Ihre Daten, die Berichtigung unrichtiger Daten, die Löschung nicht mehr benötigter Daten, die Einschränkung der Verarbeitung und eine Kopie Ihrer Daten in einem gängigen Format verlangen. Eine Einwilligung können Sie jederzeit widerrufen; die bis dahin erfolgte Verarbeitung bleibt davon unberührt.',
          'Senden Sie Ihren Antrag von der E-Mail-Adresse Ihres Kontos an {{contact}}. Wir antworten innerhalb von 30 Tagen. Sie können sich außerdem bei der Datenschutzaufsichtsbehörde Ihres Landes beschweren.',
        ],
      },
      {
        heading: '9. Übermittlung in andere Länder',
        paragraphs: [
          'Unsere Dienstleister können Daten in anderen Ländern verarbeiten. In diesem Fall sorgen wir für ein angemessenes Schutzniveau, zum Beispiel durch Standardvertragsklauseln.',
        ],
      },
      {
        heading: '10. Altersbeschränkung',
        paragraphs: [
          'Die Plattform richtet sich ausschließlich an Volljährige. Wir erheben wissentlich keine Daten von Personen unter 18 Jahren und löschen solche Daten, sobald wir davon erfahren.',
        ],
      },
      {
        heading: '11. Änderungen dieser Erklärung',
        paragraphs: [
          'Wir können diese Erklärung aktualisieren. Die aktuelle Fassung ist stets auf dieser Seite mit ihrem Gültigkeitsdatum abrufbar; über wesentliche Änderungen informieren wir Sie per E-Mail oder im Kabinett.',
        ],
      },
    ],
  },
  publicOffer: {
    title: 'Öffentliches Angebot',
    intro:
      'Dieses Dokument ist ein öffentliches Angebot des Betreibers von „{{app}}“ („der Betreiber“) zum Abschluss eines Vertrags über die Nutzung der Plattform und ihrer Leistungen zu den nachstehenden Bedingungen. Sie nehmen das Angebot an, wenn Sie sich auf der Plattform registrieren oder ein Investmentpaket kaufen und Ihre Zustimmung zu diesem Angebot und zur Datenschutzerklärung bestätigen; die Zustimmung wird mit Datum und Uhrzeit gespeichert.',
    sections: [
      {
        heading: '1. Begriffe',
        paragraphs: [
          '„Plattform“: die Website und das persönliche Kabinett von „{{app}}“ mit allen Leistungen. „Partner“: eine volljährige Person, die sich auf der Plattform registriert und dieses Angebot angenommen hat. „Sponsor“: der Partner, der einen anderen Partner eingeladen hat; der Sponsor wird bei der Registrierung festgelegt und ändert sich nie.',
          '„GTC“: die interne Recheneinheit der Plattform. „USDT“: der Stablecoin Tether im TRON-Netzwerk (TRC20), der für Ein- und Auszahlungen verwendet wird. „Investmentpaket“: ein für GTC gekauftes Produkt, das während einer festgelegten Laufzeit tägliche Erträge bringt.',
        ],
      },
      {
        heading: '2. Vertragsgegenstand',
        paragraphs: [
          'Der Betreiber gewährt dem Partner Zugang zur Plattform: zum persönlichen Kabinett, zu Investmentpaketen, zum Partnerprogramm sowie zu Einzahlungen, Überweisungen und Auszahlungen. Der Partner nutzt sie gemäß diesem Angebot und den im Kabinett veröffentlichten Regeln. Die Regeln jedes Programms, der Paketkatalog sowie die im Kabinett angezeigten Gebühren, Limits und Kurse sind Bestandteil dieses Angebots.',
        ],
      },
      {
        heading: '3. Registrierung und Konto',
        paragraphs: [
          'Eine Registrierung ist nur auf Einladung eines aktiven Partners möglich, über einen persönlichen Link oder Partnercode. Ein aktiver Partner ist ein Partner mit mindestens einem aktiven Investmentpaket.',
          'Der Partner macht wahrheitsgemäße Angaben, hält sie aktuell und darf nur ein Konto besitzen. Er legt sein Passwort über den an die Registrierungs-E-Mail gesendeten Link fest, hält Passwort, Wiederherstellungscodes und den Zugang zu dieser E-Mail geheim und ist für alle Aktionen in seinem Konto verantwortlich.',
          'Für Auszahlungen, Überweisungen und einige weitere Vorgänge ist die Zwei-Faktor-Authentifizierung erforderlich.',
        ],
      },
      {
        heading: '4. Investmentpakete',
        paragraphs: [
          'Pakete werden für GTC aus dem Guthaben des Partners gekauft. Vor dem Kauf zeigt das Kabinett Preis, täglichen Ertragssatz, Laufzeit, etwaige Zusatztage und den Gesamtertrag des Pakets. Der Kauf setzt die Zustimmung zu diesem Angebot und zur Datenschutzerklärung voraus.',
          'Erträge werden täglich gutgeschrieben. Die erste Gutschrift erfolgt frühestens 24 Stunden nach der Aktivierung des Pakets, danach alle 24 Stunden bis zum Ende der Laufzeit; anschließend wird das Paket inaktiv.',
          'Ein aktives Paket kann gegen Zahlung der Preisdifferenz auf ein teureres Paket hochgestuft werden. Bereits erzielte Erträge bleiben erhalten; der Zeitplan des neuen Pakets beginnt mit dem Upgrade.',
        ],
      },
      {
        heading: '5. Partnerprogramm',
        paragraphs: [
          'Der Partner kann neue Partner einladen und Boni aus dem Linear-, Binär- und Karriereprogramm erhalten. Bedingungen, Prozentsätze, Stufen, Limits und Status jedes Programms sind in den jeweiligen Bereichen des Kabinetts veröffentlicht.',
          'Boni werden nur für tatsächliche Paketkäufe eingeladener Partner gezahlt. Der Binärbonus ist durch das tägliche Vergütungslimit des Pakets des Partners begrenzt; der Betrag über dem Limit wird nicht gutgeschrieben. Eine Karriereprämie wird je Status einmal gezahlt.',
        ],
      },
      {
        heading: '6. Einzahlungen, Überweisungen und Auszahlungen',
        paragraphs: [
          'Eine Einzahlung erfolgt in USDT (TRC20) an die im Kabinett angezeigte Wallet innerhalb der dort angegebenen Zahlungsfrist. Nach der Bestätigung wird der Betrag in GTC zum Kurs im Zeitpunkt der Gutschrift gutgeschrieben, in der Regel innerhalb einer Stunde.',
          'Der Partner kann GTC per Partner-ID an einen anderen Partner überweisen. Eine ausgeführte Überweisung ist endgültig.',
          'Eine Auszahlung in USDT (TRC20) oder GTC kann am 5., 15. und 25. Tag jedes Monats von 00:00 bis 23:59 Uhr Serverzeit beantragt werden. Gebühr und Auszahlungsbetrag werden vor der Bestätigung angezeigt. Ein Antrag wird innerhalb von 72 Stunden bearbeitet und kann storniert werden, solange er aussteht. Mindestbeträge und Limits sind im Kabinett angegeben.',
          'Der Partner ist für die Richtigkeit von Wallet-Adressen und Netzwerken verantwortlich. Mittel, die an eine falsche Adresse oder in ein falsches Netzwerk gesendet wurden, können nicht zurückerstattet werden.',
        ],
      },
      {
        heading: '7. Risikohinweis',
        paragraphs: [
          'Die Teilnahme an der Plattform ist mit finanziellen Risiken verbunden. Krypto-Assets sind volatil; ihr Wert und ihre Verfügbarkeit können sich durch Markt-, Technik- oder Regulierungsereignisse ändern. Vergangene Erträge garantieren keine künftigen Erträge.',
          'Der Partner trifft seine Entscheidungen selbst, setzt nur Mittel ein, deren Verlust er sich leisten kann, und betrachtet die Informationen auf der Plattform nicht als Anlage-, Steuer- oder Rechtsberatung.',
        ],
      },
      {
        heading: '8. Pflichten und verbotenes Verhalten',
        paragraphs: [
          'Der Partner darf keine mehreren Konten anlegen, keine anderen Personen ohne deren Wissen registrieren, keine falschen Angaben machen, die Plattform nicht zur Geldwäsche oder zu anderen rechtswidrigen Zwecken nutzen, ihren Betrieb nicht stören und andere nicht über die Plattform und ihre Erträge täuschen.',
          'Der Partner zahlt die Steuern, die nach dem Recht seines Landes auf seine Einkünfte anfallen.',
        ],
      },
      {
        heading: '9. Sperrung und Beendigung',
        paragraphs: [
          'Der Betreiber kann den Zugang zum Konto oder zu einzelnen Vorgängen sperren, während er einen Verdacht auf Verstoß gegen dieses Angebot, Betrug oder unbefugten Zugriff prüft, und bei einem schweren Verstoß das Konto schließen.',
          'Der Partner kann sein Konto jederzeit durch eine Nachricht an den Support schließen; die Guthaben eines geschlossenen Kontos werden nach den geltenden Regeln abgerechnet.',
        ],
      },
      {
        heading: '10. Haftung',
        paragraphs: [
          'Der Betreiber haftet für das ordnungsgemäße Funktionieren der Plattform im Rahmen seines Einflussbereichs. Er haftet nicht für Schäden durch Handlungen des Partners oder Dritter, durch Störungen von Blockchain-Netzwerken, Zahlungsdiensten oder Internetanbietern oder durch Umstände außerhalb seiner zumutbaren Kontrolle. Die Haftung des Betreibers ist auf den unmittelbaren, nachgewiesenen Schaden beschränkt.',
          'Wartungsarbeiten werden nach Möglichkeit im Voraus angekündigt; währenddessen können einzelne Leistungen nicht verfügbar sein.',
        ],
      },
      {
        heading: '11. Änderungen des Angebots',
        paragraphs: [
          'Der Betreiber kann dieses Angebot und die im Kabinett veröffentlichten Regeln ändern. Änderungen werden mit ihrer Veröffentlichung auf der Plattform unter Angabe eines neuen Gültigkeitsdatums wirksam. Die weitere Nutzung der Plattform gilt als Annahme; bereits gekaufte Pakete behalten ihre Bedingungen.',
        ],
      },
      {
        heading: '12. Streitigkeiten und Kontakt',
        paragraphs: [
          'Streitigkeiten werden zunächst einvernehmlich gelöst: Schreiben Sie an {{contact}}; eine Beschwerde wird innerhalb von 30 Tagen beantwortet. Kommt keine Einigung zustande, gilt das Recht des Landes, in dem der Betreiber registriert ist, und zuständig ist das Gericht an seinem Sitz, soweit zwingendes Verbraucherschutzrecht nichts anderes bestimmt.',
          'Fragen zu diesem Angebot, zu den Leistungen der Plattform und zu Ihrem Konto: {{contact}}.',
        ],
      },
    ],
  },
};
