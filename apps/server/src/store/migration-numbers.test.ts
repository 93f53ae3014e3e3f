import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = import.meta.dirname;
const DIRECTORIES = ['sqlite/migrations', 'postgres/migrations/dataset'];

it('numbers every migration of a store once (a second 003 would never run)', () => {
  for (const directory of DIRECTORIES) {
    const versions = readdirSync(join(ROOT, directory))
      .filter((file) => file.endsWith('.sql'))
      .map((file) => file.slice(0, 3));
    expect(
      versions.every((version) => /^\d{3}$/.test(version)),
      directory,
    ).toBe(true);
    expect(new Set(versions).size, directory).toBe(versions.length);
  }
});
