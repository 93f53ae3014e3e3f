import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { clientRouteName } from '@fd/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from './config';
import { errorAnswer } from './errors';
import { requestLang } from './request-lang';
import { type RouteKey, routePreloads } from './web-preloads';

const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * Serves the built web app: files from dist (hashed assets cached for a year), and
 * index.html for every other GET outside /api, so that the SPA renders its own routes and its
 * own 404 page; a path that none of the app's routes knows gets that page with status 404. The page gets the public Google client id as a meta tag (no secret, no extra
 * request before the sign-in button can render) and preload links for its route's chunks.
 */
export async function registerWebApp(app: FastifyInstance, config: AppConfig): Promise<void> {
  const webDist = config.webDist;
  const indexPath = webDist ? join(webDist, 'index.html') : null;
  const apiNotFound = (request: FastifyRequest) =>
    errorAnswer('route_not_found', requestLang(request.headers), {
      method: request.method,
      path: request.url,
    });
  const pageNotFound = (request: FastifyRequest) => errorAnswer('not_found', requestLang(request.headers));
  if (!webDist || !indexPath || !existsSync(indexPath)) {
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send(request.url.startsWith('/api') ? apiNotFound(request) : pageNotFound(request)),
    );
    return;
  }
  const meta = config.googleClientId
    ? `<meta name="google-client-id" content="${escapeAttribute(config.googleClientId)}">`
    : '';
  // Re-read when the file changes: a rebuilt web app replaces the hashed assets it names (and
  // its manifest, which the route's preloads come from).
  let cached = {
    mtimeMs: -1,
    html: '',
    preloads: new Map<RouteKey, string>(),
    pages: new Map<RouteKey, string>(),
  };
  const currentIndex = (route: RouteKey) => {
    const { mtimeMs } = statSync(indexPath);
    if (mtimeMs !== cached.mtimeMs) {
      const html = readFileSync(indexPath, 'utf8');
      cached = { mtimeMs, html, preloads: routePreloads(webDist), pages: new Map() };
    }
    let page = cached.pages.get(route);
    if (page === undefined) {
      page = cached.html.replace('</head>', `${meta}${cached.preloads.get(route) ?? ''}</head>`);
      cached.pages.set(route, page);
    }
    return page;
  };

  await app.register(fastifyStatic, {
    root: webDist,
    index: false,
    // Not the build's manifest (.vite/manifest.json): the server reads it, browsers have no use for it.
    dotfiles: 'ignore',
    // Files are looked up per request, so a rebuilt web app is served without a restart.
    wildcard: true,
    setHeaders(reply, path) {
      if (path.includes(join(webDist, 'assets')))
        reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  const sendIndex = (reply: FastifyReply, route: RouteKey, status = 200) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(currentIndex(route));
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply, 'landing'));
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.code(404).send(apiNotFound(request));
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send(pageNotFound(request));
    }
    const route = clientRouteName(request.url);
    return route ? sendIndex(reply, route) : sendIndex(reply, 'notFound', 404);
  });
}
