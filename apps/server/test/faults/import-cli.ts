import { builtCommand } from '../server-build';

/**
 * `node` arguments of `npm run import -- gleif --lei <file>` in batches of 250, without worker
 * threads, from this run's build (docs/decisions/220).
 */
export const gleifImportArgs = (leiFile: string): string[] =>
  builtCommand('import', 'gleif', '--lei', leiFile, '--batch-size', '250', '--workers', '0');
