import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isKnownRoute } from '@netshop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serves the built single-page app. Hashed assets are cached for a year; index.html never is.
 * Paths that are no route of the app get index.html with HTTP 404, so the SPA shows its
 * not-found page and search engines see the right status.
 */
export async function registerSpa(app: FastifyInstance, opts: { dist: string; apiBase: string }) {
  const root = resolve(opts.dist);
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ root }, 'web app is not built; serving the API only');
    return null;
  }
  const html = readFileSync(indexFile, 'utf8').replace('</head>', `<meta name="api-base" content="${escapeAttr(opts.apiBase)}"></head>`);

  await app.register(fastifyStatic, {
    root,
    index: false,
    // One route per built file: unknown paths fall through to the SPA handler below.
    wildcard: false,
    setHeaders(reply, path) {
      reply.header('cache-control', path.includes(`${join(root, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  app.get('/app-config.json', async () => ({ apiBase: opts.apiBase }));

  return function serveIndex(req: FastifyRequest, reply: FastifyReply) {
    const path = req.url.split('?')[0];
    const status = req.method === 'GET' || req.method === 'HEAD' ? (isKnownRoute(decodeURIComponentSafe(path)) ? 200 : 404) : 404;
    return reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
}

function decodeURIComponentSafe(s: string) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function escapeAttr(s: string) {
  return s.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}
