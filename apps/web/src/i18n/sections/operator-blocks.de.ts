/** The console's blocked people and data sources (docs/decisions/178, 179). */
export const operatorBlocksDe = {
  empty: 'Derzeit ist niemand gesperrt.',
  since: 'gesperrt seit {{date}}',
  by: 'Gesperrt von',
  request: 'Anfrage',
  requestNumber: 'Datenschutzanfrage Nr. {{id}}',
  noRequest: 'direkt in der Konsole gesperrt',
  company: 'Firma',
  identity: 'Kennung in der Quelle',
  reasonLabel: 'Grund für die Aufhebung',
  lift: 'Sperre aufheben',
  lifted: 'Die Sperre für {{name}} ist aufgehoben.',
};

export const operatorSourcesDe = {
  note: 'Die letzten Abgleiche jeder Quelle, der neueste zuerst. Nur zum Lesen.',
  names: { gleif: 'GLEIF', offeneregister: 'OffeneRegister' },
  empty: 'Diese Quelle wurde noch nie abgeglichen.',
  outcome: { running: 'Läuft', succeeded: 'Erfolgreich', unchanged: 'Unverändert', failed: 'Fehlgeschlagen' },
  kind: { full: 'Vollständig', delta: 'Änderungen' },
  columns: {
    run: 'Ergebnis',
    started: 'Beginn',
    finished: 'Ende',
    rows: 'Zeilen gelesen / übernommen',
    changes: 'Firmen neu / geändert',
    error: 'Fehler',
  },
  notFinished: '—',
  run: 'Lauf Nr. {{id}}',
};
