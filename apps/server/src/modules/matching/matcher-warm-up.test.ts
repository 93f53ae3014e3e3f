import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { type EmbeddedServer, loadConfig, openServer } from '../../api';
import { WARM_UP_NAMES } from './matcher';

describe('a serving process warming up the matcher', () => {
  let dir: string;
  let server: EmbeddedServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fd-warm-matcher-'));
    copyFileSync(inject('datasetTemplate'), join(dir, 'firmenradar.sqlite'));
    server = await openServer(loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', WEB_DIST: '' }));
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("matches the top names, whole and by a word, sorting a word's companies closest first", async () => {
    const { matching, companies } = server.stores.companies;
    const rows = vi.spyOn(matching, 'rows');
    const closestNames = vi.spyOn(companies, 'suggestions');
    await server.services.warmUp();
    // Each name whole and by its first word: every one a match with its candidates' rows.
    expect(rows.mock.calls.length).toBeGreaterThanOrEqual(WARM_UP_NAMES);
    expect(closestNames).toHaveBeenCalled();
  });
});
