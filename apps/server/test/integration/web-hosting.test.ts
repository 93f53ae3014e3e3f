import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers';

describe('hosting of the web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'fd-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>Firmenradar</title></head><body></body></html>',
    );
    writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    t = await createTestApp({
      env: { WEB_DIST: dist, GOOGLE_CLIENT_ID: 'client-123.apps.googleusercontent.com' },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the app with the public Google client id at /', async () => {
    const response = await t.app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<meta name="google-client-id" content="client-123.apps.googleusercontent.com">',
    );
  });

  it("answers the app's page paths with the app", async () => {
    for (const path of ['/top500', '/dashboard/companies/12', '/suche?keyword=bau']) {
      const response = await t.app.inject(path);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
    }
  });

  it('answers unknown paths with 404 and the app, which renders its not-found page', async () => {
    for (const path of ['/no/such/page', '/dashboard/nothing', '/top500/extra']) {
      const response = await t.app.inject(path);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('google-client-id');
    }
  });

  it('serves hashed assets with a long cache lifetime, including files built after the start', async () => {
    writeFileSync(join(dist, 'assets', 'late-5678.js'), 'console.log(2)');
    const response = await t.app.inject('/assets/late-5678.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('serves a rebuilt index.html without a restart', async () => {
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>Rebuilt</title></head><body></body></html>',
    );
    const response = await t.app.inject('/dashboard');
    expect(response.body).toContain('<title>Rebuilt</title>');
    expect(response.body).toContain('google-client-id');
  });

  it("preloads each route's chunks from the build's manifest, without what the entry loads", async () => {
    const before = await t.app.inject('/dashboard/companies/12');
    expect(before.body).not.toContain('modulepreload');
    const manifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared-1.js'] },
      '_shared-1.js': { file: 'assets/shared-1.js' },
      '_table-1.js': { file: 'assets/table-1.js', imports: ['_shared-1.js'], css: ['assets/table-1.css'] },
      'src/app/layouts/dashboard/DashboardLayout.tsx': {
        file: 'assets/DashboardLayout-1.js',
        imports: ['index.html', '_shared-1.js'],
      },
      'src/pages/dashboard/company/CompanyPage.tsx': {
        file: 'assets/CompanyPage-1.js',
        imports: ['index.html', '_table-1.js'],
        dynamicImports: ['src/pages/dashboard/company/NetworkGraph.tsx'],
      },
      'src/pages/dashboard/company/NetworkGraph.tsx': { file: 'assets/NetworkGraph-1.js' },
      'src/pages/login/LoginPage.tsx': { file: 'assets/LoginPage-1.js', imports: ['index.html'] },
    };
    mkdirSync(join(dist, '.vite'), { recursive: true });
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    // A build writes index.html with its manifest; the server re-reads both when index.html changes.
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>Built</title></head><body></body></html>',
    );
    const links = (body: string) =>
      [...body.matchAll(/<link rel="[^"]+"[^>]*href="([^"]+)">/g)].map((m) => m[0]);
    const company = await t.app.inject('/dashboard/companies/12?tab=network');
    expect(links(company.body)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/DashboardLayout-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/CompanyPage-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/table-1.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/table-1.css">',
    ]);
    expect(company.body).toContain('google-client-id');
    expect(links((await t.app.inject('/login')).body)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/LoginPage-1.js">',
    ]);
    expect(links((await t.app.inject('/')).body)).toEqual([]);
    const unknown = await t.app.inject('/no/such/page');
    expect(unknown.statusCode).toBe(404);
    expect(links(unknown.body)).toEqual([]);
    expect((await t.app.inject('/.vite/manifest.json')).statusCode).toBe(404);
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const response = await t.app.inject('/api/unknown');
    expect(response.statusCode).toBe(404);
    expect(response.json().success).toBe(false);
  });
});
