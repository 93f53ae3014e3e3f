import type { SearchRequest } from '@fd/contract';
import Database from 'better-sqlite3';

export interface WorstCase {
  name: string;
  /** Sent in turn; more than one where each must be a first (uncached) use. */
  bodies: SearchRequest[];
  /** The status every answer must have (default 200; a refused search answers 422 and counts apart). */
  status?: number;
}

type Indicator = NonNullable<SearchRequest['performanceIndicators']>[number];
const must = (indicator: string, values: string[]): Indicator => ({ indicator, operator: 'must', values });
const companies = (...performanceIndicators: Indicator[]): SearchRequest => ({
  entity: 'companies',
  offset: 0,
  performanceIndicators,
});

/**
 * The searches that used to stall the server, and the ones a search over the filter
 * combinations found next: a legal-form word with a rare figure, first uses of a title, a
 * selective industry without a range, operator groups without a must, a wide area, and bad
 * keywords (issue 17: a bare legal form, one letter 200 times, punctuation only).
 */
export function worstCases(datasetFile: string): WorstCase[] {
  const db = new Database(datasetFile, { readonly: true });
  try {
    const titles = db
      .prepare(
        'SELECT title FROM (SELECT title FROM representatives UNION SELECT title FROM employees) ORDER BY title',
      )
      .pluck()
      .all() as string[];
    const rareIndustry = String(
      db
        .prepare('SELECT gegenstand FROM industries WHERE row_count > 0 ORDER BY row_count LIMIT 1')
        .pluck()
        .get(),
    );
    const commonIndustries = db
      .prepare('SELECT gegenstand FROM industries ORDER BY row_count DESC LIMIT 3')
      .pluck()
      .all() as string[];
    const topRevenue = Number(
      db
        .prepare('SELECT revenue FROM latest_financials ORDER BY revenue DESC LIMIT 1 OFFSET 200')
        .pluck()
        .get(),
    );
    // The company with the most direct subsidiaries: its group is among the largest.
    const groupCompany = db
      .prepare(
        'SELECT parent_id FROM company_facets WHERE parent_id IS NOT NULL GROUP BY parent_id ORDER BY count(*) DESC LIMIT 1',
      )
      .pluck()
      .get() as number | undefined;
    const city = String(
      db.prepare("SELECT city FROM places WHERE kind = 'city' ORDER BY companies DESC LIMIT 1").pluck().get(),
    );
    return [
      {
        name: "'gmbh' + revenue in the top 200",
        bodies: [companies(must('keyword', ['gmbh']), must('revenue', [String(Math.round(topRevenue)), '']))],
      },
      {
        // More titles than the title cache holds (16): every use reads the title's index again.
        name: `employee_title, ${Math.min(24, titles.length)} titles in turn (cache misses)`,
        bodies: titles.slice(0, 24).map((title) => companies(must('employee_title', [title]))),
      },
      {
        name: 'rarest industry + country, no range',
        bodies: [companies(must('industry', [rareIndustry]), must('country', ['Austria']))],
      },
      {
        name: '3 industries (at least one) + exactly one of: Austria, inactive',
        bodies: [
          companies(
            { indicator: 'industry', operator: 'atleast', values: commonIndustries },
            { indicator: 'country', operator: 'exclusive', values: ['Austria'] },
            { indicator: 'legal_status', operator: 'exclusive', values: ['Inactive'] },
          ),
        ],
      },
      {
        name: "'gmbh' + inactive + rarest industry",
        bodies: [
          companies(
            must('keyword', ['gmbh']),
            must('legal_status', ['Inactive']),
            must('industry', [rareIndustry]),
          ),
        ],
      },
      {
        name: `100 km around ${city} + first title`,
        bodies: [
          companies(must('address', [city]), must('radius', ['100']), must('employee_title', [titles[0]!])),
        ],
      },
      ...(groupCompany
        ? [
            {
              // Not a must: the group's member list cannot drive, every company is tested.
              name: 'a group (at least one) + Austria (at least one)',
              bodies: [
                companies(
                  { indicator: 'group', operator: 'atleast', values: [String(groupCompany)] },
                  { indicator: 'country', operator: 'atleast', values: ['Austria'] },
                ),
              ],
            },
            {
              name: 'a group (exactly one) + revenue ≥ 1 m (exactly one)',
              bodies: [
                companies(
                  { indicator: 'group', operator: 'exclusive', values: [String(groupCompany)] },
                  { indicator: 'revenue', operator: 'exclusive', values: ['1000000', ''] },
                ),
              ],
            },
          ]
        : []),
      {
        name: "keyword 'GmbH', 'GmbH & Co. KG', 'a' × 200, 'ü' × 200",
        bodies: ['GmbH', 'GmbH & Co. KG', 'a'.repeat(200), 'ü'.repeat(200)].map((keyword) =>
          companies(must('keyword', [keyword])),
        ),
      },
      {
        name: "keyword of punctuation only ('?!…', '— & —'): 400",
        bodies: ['?!…', '— & —'].map((keyword) => companies(must('keyword', [keyword]))),
        status: 400,
      },
    ];
  } finally {
    db.close();
  }
}
