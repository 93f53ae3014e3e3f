import { join } from 'node:path';

const CLI = join(import.meta.dirname, '../../src/cli/import.ts');

/** `node` arguments of `npm run import -- gleif --lei <file>` in batches of 250, without worker threads. */
export const gleifImportArgs = (leiFile: string): string[] => [
  '--import',
  'tsx',
  CLI,
  'gleif',
  '--lei',
  leiFile,
  '--batch-size',
  '250',
  '--workers',
  '0',
];
