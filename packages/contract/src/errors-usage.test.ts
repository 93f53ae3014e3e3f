import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, isErrorCode } from './errors';

const ROOT = new URL('../../../', import.meta.url).pathname;
/** Where codes are used: the server, the web app and the contract's own schemas. */
const SOURCES = ['apps/server/src', 'apps/web/src', 'packages/contract/src'];
/** The catalogue itself does not count as a use. */
const CATALOGUE = /^packages\/contract\/src\/errors(\.de|\.en)?\.ts$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !CATALOGUE.test(path)
      ? [path]
      : [];
  });
}

const files = SOURCES.flatMap(sourceFiles).map((path) => ({
  path: relative(ROOT, join(ROOT, path)),
  text: readFileSync(join(ROOT, path), 'utf8'),
}));

/**
 * Literals passed to a call, compared, or chosen by a condition: `fail('list_not_found')`,
 * `code !== 'invalid_input'`, `reason === 'time' ? 'search_too_broad' : …`.
 */
function usedLiterals(): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const { path, text } of files) {
    for (const match of text.matchAll(/(?:\(\s*|[=!]==\s*|\?\s*)'([a-z_]+)'/g)) {
      const literal = match[1]!;
      used.set(literal, [...(used.get(literal) ?? []), path]);
    }
  }
  return used;
}

describe('the error catalogue in use', () => {
  it('lists every code the server fails with or a schema check names', () => {
    const calls = files.flatMap(({ path, text }) =>
      [...text.matchAll(/\b(?:fail|failsWith|errorAnswer)\(\s*'([a-z_]+)'/g)].map((match) => ({
        path,
        code: match[1]!,
      })),
    );
    expect(calls.length).toBeGreaterThan(50);
    expect(calls.filter(({ code }) => !isErrorCode(code))).toEqual([]);
  });

  it('lists no code that nothing uses', () => {
    const used = usedLiterals();
    expect(ERROR_CODES.filter((code) => !used.has(code))).toEqual([]);
  });
});
