import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_MODULES } from '@fd/contract';

/** What the server reads of a chunk in Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export type RouteKey = keyof typeof ROUTE_MODULES;

/** Vite's manifest of the build in `webDist`, or null for a build without one. */
function readManifest(webDist: string): Manifest | null {
  try {
    return JSON.parse(readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/** The files a chunk loads before it runs: its own, its static imports' (transitively) and their styles. */
function chunkFiles(manifest: Manifest, key: string, files: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, files);
}

/**
 * For every route, the link tags that make the browser fetch the route's lazy chunks together with
 * the entry script, instead of one round later when the router imports the page
 * (docs/decisions/200): each chunk of the route's modules (ROUTE_MODULES) with its static imports
 * and styles, minus what index.html loads already (the entry's). Empty without a manifest.
 */
export function routePreloads(webDist: string): Map<RouteKey, string> {
  const manifest = readManifest(webDist);
  const preloads = new Map<RouteKey, string>();
  if (!manifest) return preloads;
  const entryFiles = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.isEntry) chunkFiles(manifest, key, entryFiles);
  for (const [route, modules] of Object.entries(ROUTE_MODULES) as [RouteKey, readonly string[]][]) {
    const files = new Set(entryFiles);
    for (const module of modules) chunkFiles(manifest, module, files);
    const tags = [...files]
      .filter((file) => !entryFiles.has(file))
      .map((file) =>
        file.endsWith('.css')
          ? `<link rel="preload" as="style" crossorigin href="/${file}">`
          : `<link rel="modulepreload" crossorigin href="/${file}">`,
      );
    preloads.set(route, tags.join(''));
  }
  return preloads;
}
