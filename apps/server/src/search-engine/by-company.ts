/**
 * The rows a batched read gave (docs/decisions/216), by their first column, the company id, each
 * company's in the order they came.
 */
export function rowsByCompany<R extends readonly [number, ...unknown[]]>(
  rows: readonly R[],
): Map<number, R[]> {
  const byCompany = new Map<number, R[]>();
  for (const row of rows) {
    const list = byCompany.get(row[0]);
    if (list) list.push(row);
    else byCompany.set(row[0], [row]);
  }
  return byCompany;
}
