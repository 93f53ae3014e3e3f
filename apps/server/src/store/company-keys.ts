/**
 * Stable keys of generated companies and people. The generator's rows depend only on (seed,
 * size, id), so `gen:<seed>:<size>:c<id>` names the same company in every dataset generated
 * with that seed and size, and nothing in any other dataset. Imported rows carry keys of their
 * own (kept in the dataset's key tables).
 */

export interface GeneratedDataset {
  seed: number;
  size: number;
}

type Kind = 'c' | 'e';
const PATTERN = /^gen:(\d+):(\d+):([ce])(\d+)$/;

export function generatedKey(dataset: GeneratedDataset, kind: Kind, id: number): string {
  return `gen:${dataset.seed}:${dataset.size}:${kind}${id}`;
}

/** The id a generated key names in this dataset, or null when it names another dataset's row. */
export function idOfGeneratedKey(dataset: GeneratedDataset | null, kind: Kind, key: string): number | null {
  const match = PATTERN.exec(key);
  if (!match || !dataset) return null;
  const [, seed, size, keyKind, id] = match;
  if (Number(seed) !== dataset.seed || Number(size) !== dataset.size || keyKind !== kind) return null;
  // Generated companies are numbered 1..size; higher ids belong to imported ones.
  if (kind === 'c' && Number(id) > dataset.size) return null;
  return Number(id);
}
