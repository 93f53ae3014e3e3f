import { existsSync, readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_MODULES } from './route-modules';

const WEB = new URL('../../../apps/web/', import.meta.url).pathname;
const read = (path: string) => readFileSync(join(WEB, path), 'utf8');

/** The web app's lazy pages: export name → source path as Vite's manifest names it. */
function lazyPages(): Map<string, string> {
  const pages = new Map<string, string>();
  for (const match of read('src/app/pages.ts').matchAll(
    /export const (\w+) = lazyPage\(\s*\(\) => import\('([^']+)'\)/g,
  )) {
    pages.set(match[1] as string, `${normalize(join('src/app', match[2] as string))}.tsx`);
  }
  return pages;
}

/** What AppRoutes renders per route: the page's module and the lazy layout around it, if any. */
function renderedModules(pages: Map<string, string>): Map<string, string[]> {
  const rendered = new Map<string, string[]>();
  let layout: string | undefined;
  for (const line of read('src/app/AppRoutes.tsx').split('\n')) {
    const route =
      /<Route (?:path=\{R\.(\w+)\}|path="(\*)"|(index)) element=\{(?:member\()?<Pages\.(\w+) \/>/.exec(line);
    if (!route) {
      if (line.trim() === '</Route>') layout = undefined;
      continue;
    }
    const [, name, star, index, page] = route;
    const module = pages.get(page as string);
    expect(module, `${page} is a lazy page of pages.ts`).toBeDefined();
    // A layout route: its index route names the page at the layout's own path.
    if (line.trimEnd().endsWith('}>')) {
      layout = module;
      continue;
    }
    const key = star ? 'notFound' : index ? 'dashboard' : (name as string);
    rendered.set(
      key,
      [layout, module].filter((path): path is string => path !== undefined),
    );
  }
  return rendered;
}

describe('the modules each route renders', () => {
  const pages = lazyPages();

  it("list for every route exactly the lazy modules the web app's router renders there", () => {
    expect(Object.fromEntries(renderedModules(pages))).toEqual(
      Object.fromEntries(Object.entries(ROUTE_MODULES).map(([name, modules]) => [name, [...modules]])),
    );
  });

  it('name source files that exist, and every lazy page of the app', () => {
    const listed = new Set(Object.values(ROUTE_MODULES).flat());
    for (const path of listed) expect(existsSync(join(WEB, path)), path).toBe(true);
    expect([...listed].sort()).toEqual([...new Set(pages.values())].sort());
  });
});
