import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { isKnownRoute } from '@netshop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createMemo } from '../lib/memo.js';
import { BOOT_ELEMENT_ID } from '@netshop/contract/boot';
import { langIdByCode } from '@netshop/contract';
import { createBoot, createPreloads, pageModules, renderBoot } from './boot.js';
import { createSeo, renderHead, requestLang } from './seo.js';

/**
 * Serves the built single-page app. Hashed assets are cached for a year; index.html never is.
 * Every page gets its title, description, canonical, hreflang, Open Graph and JSON-LD in the
 * HTML itself. Paths that are no route of the app, or name an entity that does not exist, get
 * index.html with HTTP 404, so the SPA shows its not-found page and crawlers see the status.
 */
export async function registerSpa(app: FastifyInstance, opts: { origin: string; dist: string; apiBase: string; cacheTtlMs: number; geoHeader: string }) {
  const root = resolve(opts.dist);
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ root }, 'web app is not built; serving the API only');
    return null;
  }
  const template = readFileSync(indexFile, 'utf8')
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `<meta name="api-base" content="${escapeAttr(opts.apiBase)}">\n<!--head--></head>`);
  // The catalogue's reference data behind titles and breadcrumbs is dropped with the public answers
  // when the database announces a change (ADR 0027): a renamed category is in product pages' breadcrumbs at once.
  const metaFor = createSeo(app.storage.db, createMemo(opts.cacheTtlMs, { shared: app.redis?.cache('catalog-ref'), since: () => app.publicCache.changedSince() }));
  const boot = createBoot(app, ['accept-language', opts.geoHeader.toLowerCase()]);
  const preloadsFor = createPreloads(root);

  await app.register(fastifyStatic, {
    root,
    index: false,
    // One route per built file: unknown paths fall through to the SPA handler below.
    wildcard: false,
    setHeaders(reply, path) {
      reply.header('cache-control', path.includes(`${join(root, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  // The web app's own start-up file, not part of the API document.
  app.get('/app-config.json', { schema: { hide: true } }, async () => ({ apiBase: opts.apiBase }));

  /** Inlined first-visit answers and preloads of the page's chunks; the page works without them. */
  async function bootTags(req: FastifyRequest, path: string): Promise<string> {
    const lang = requestLang(req);
    const langParam = (req.query as Record<string, unknown>)?.lang ? langIdByCode(lang) : undefined;
    const { scripts, styles } = preloadsFor(pageModules(path, lang));
    const links = [...scripts.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`), ...styles.map((f) => `<link rel="stylesheet" crossorigin href="${f}">`)];
    try {
      links.push(renderBoot(BOOT_ELEMENT_ID, await boot(req, path, langParam)));
    } catch (err) {
      req.log.error({ err }, 'inlined answers failed; the page fetches them itself');
    }
    return `\n${links.join('\n')}`;
  }

  return async function serveIndex(req: FastifyRequest, reply: FastifyReply) {
    const path = decodeURIComponentSafe(req.url.split('?')[0]);
    let status = req.method === 'GET' || req.method === 'HEAD' ? (isKnownRoute(path) ? 200 : 404) : 404;
    // The configured origin, never the Host header: a forged one would poison canonical and hreflang links in caches.
    const origin = opts.origin;
    let head = '';
    if (status === 200) {
      try {
        const meta = await metaFor(req, path.length > 1 ? path.replace(/\/+$/, '') : path, origin);
        if (meta) head = renderHead(meta);
        else status = 404;
      } catch (err) {
        req.log.error({ err }, 'page meta failed; serving the page without it');
      }
    }
    if (status === 200 && req.method === 'GET') head += await bootTags(req, path);
    const html = template.replace('<html lang="zh-CN">', `<html lang="${requestLang(req)}">`).replace('<!--head-->', head);
    reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    return reply.send(compressed(req, reply, html));
  };
}

/**
 * The page's HTML, compressed as the browser accepts. This handler is the not-found handler,
 * which is no route, so the compress plugin's hooks never see it; a listing page's HTML with
 * its inlined answers is ~80 kB raw and ~12 kB in brotli, the difference of a round trip on a
 * mobile connection.
 */
function compressed(req: FastifyRequest, reply: FastifyReply, html: string): string | Buffer {
  reply.header('vary', 'accept-encoding');
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (html.length < 1024) return html;
  if (/\bbr\b/.test(accepted)) {
    reply.header('content-encoding', 'br');
    return brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (/\bgzip\b/.test(accepted)) {
    reply.header('content-encoding', 'gzip');
    return gzipSync(html);
  }
  return html;
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
