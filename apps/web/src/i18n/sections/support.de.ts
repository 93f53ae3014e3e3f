/** The support page (/dashboard/support): FAQ and support form. */
export const supportDe = {
  faqTitle: 'Häufige Fragen',
  faq: {
    sources: {
      question: 'Woher stammen die Firmendaten?',
      answer:
        'Aus öffentlichen Registern und veröffentlichten Jahresabschlüssen. Mit „Daten aktualisieren“ im Firmenprofil lesen Sie die Quelle eines Unternehmens jederzeit erneut ein.',
    },
    export: {
      question: 'Wie exportiere ich eine Leadliste?',
      answer:
        'Öffnen Sie die Leadliste und wählen Sie „Exportieren“: als CSV (UTF-8, Semikolon-getrennt, öffnet in Excel mit korrekten Umlauten) oder direkt als Excel-Datei.',
    },
    watchlist: {
      question: 'Was zeigt mir die Beobachtungsliste?',
      answer:
        'Alle Änderungen an beobachteten Unternehmen seit Beobachtungsbeginn, dazu die letzten Kennzahlen. Ein Hinweis „neu“ markiert Änderungen seit Ihrem letzten Besuch.',
    },
    limits: {
      question: 'Wie viel kann ich speichern?',
      answer:
        'Bis zu {{lists}} Leadlisten mit je {{items}} Unternehmen, {{watchlist}} beobachtete Unternehmen, {{contacts}} Kontakte und {{searches}} gespeicherte Suchen.',
    },
    wrongData: {
      question: 'Mir ist ein Fehler in den Daten aufgefallen.',
      answer:
        'Nutzen Sie „Problem melden“ im Firmen- oder Mitarbeiterprofil. Wir prüfen jede Meldung und korrigieren die Daten.',
    },
    account: {
      question: 'Wie erhalte ich meine Daten oder lösche mein Konto?',
      answer:
        'Unter „Konto“ laden Sie alle gespeicherten Daten als JSON-Datei herunter oder löschen Ihr Konto mit allen zugehörigen Daten.',
    },
  },
  formTitle: 'Support-Anfrage senden',
  formIntro:
    'Beschreiben Sie Ihr Anliegen möglichst genau – wir antworten in der Regel innerhalb eines Werktags ({{hours}}).',
  success: 'Vielen Dank! Unser Support-Team meldet sich in Kürze bei Ihnen.',
  loginHint:
    'Melden Sie sich an, um eine Support-Anfrage zu senden, oder schreiben Sie uns über das Kontaktformular.',
  contactForm: 'Zum Kontaktformular',
  otherChannels: 'Lieber direkt?',
};
