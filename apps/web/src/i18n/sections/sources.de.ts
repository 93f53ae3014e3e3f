/** How fresh each open register's data is, on the Datenquellen page (issue 28). */
export const sourcesDe = {
  freshness: 'Aktualität',
  lastSync: 'Zuletzt abgeglichen',
  published: 'Daten veröffentlicht',
  companies: 'Unternehmen aus dieser Quelle',
  companiesCount_one: '{{formatted}} Unternehmen',
  companiesCount_other: '{{formatted}} Unternehmen',
  never: 'noch nicht abgeglichen',
  loading: 'wird geladen …',
  failed: 'gerade nicht abrufbar – bitte laden Sie die Seite später neu',
};
