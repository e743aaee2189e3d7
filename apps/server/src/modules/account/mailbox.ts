import { API, DEV_PAGES } from '@netshop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml } from '../../lib/markdown.js';
import { localOnly } from '../../plugins/local-only.js';
import { SECURITY } from '../../plugins/openapi.js';
import { mailHtml, newestMails } from '../notifications/index.js';

/**
 * The dev mailbox: every mail of the outbox, newest first, so a developer (or an e2e test) can
 * read the codes without an SMTP server. Registered only outside production, and it answers
 * only to requests from this machine: it shows every user's codes.
 */
export const mailboxRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.storage;
  app.addHook('onRequest', localOnly);
  // No credentials: the hook above lets only this machine in (plugins/openapi.ts SECURITY).
  const doc = { tags: ['dev'], security: SECURITY.public };
  const list = (to?: string) => newestMails(db, to);

  app.get<{ Querystring: { to?: string } }>(API.dev.mailbox.full, { schema: { ...doc, summary: 'The dev mailbox as JSON: the newest 50 mails, or those to `?to=`' } }, async (req) => {
    const mails = await list(req.query.to);
    return { code: 200, msg: 'ok', data: mails.map((m) => ({ id: m.id, to: m.recipient, subject: m.subject, text: m.text, status: m.status, createdAt: m.createdAt.toISOString() })) };
  });

  app.get<{ Querystring: { to?: string } }>(DEV_PAGES.mailbox.full, { schema: { ...doc, summary: 'The dev mailbox as an HTML page' } }, async (req, reply) => {
    const mails = await list(req.query.to);
    const items = mails
      .map(
        (m) => `<article><header><strong>${escapeHtml(m.subject)}</strong><span>${escapeHtml(m.recipient)} · ${escapeHtml(m.createdAt.toISOString())} · ${escapeHtml(m.status)}</span></header>
<pre>${escapeHtml(m.text)}</pre><a href="${DEV_PAGES.mail.href({ id: m.id })}">HTML</a></article>`,
      )
      .join('\n');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Dev mailbox</title>
<style>body{font-family:system-ui,'Noto Sans SC',sans-serif;max-width:760px;margin:24px auto;padding:0 16px;color:#1b2430}article{border:1px solid #d8dee8;border-radius:8px;padding:12px 16px;margin:12px 0}header{display:flex;flex-direction:column;gap:4px}header span{color:#5b6778;font-size:13px}pre{white-space:pre-wrap;font:inherit}</style></head>
<body><h1>Dev mailbox</h1><p>Mails the shop sent while no SMTP server is configured (newest first, 50 at most). Filter: <code>?to=address</code>.</p>${items || '<p>No mails yet.</p>'}</body></html>`);
  });

  app.get<{ Params: { id: string } }>(DEV_PAGES.mail.full, { schema: { ...doc, summary: 'One mail’s HTML as it was sent' } }, async (req, reply) => {
    const html = /^\d{1,9}$/.test(req.params.id) ? await mailHtml(db, Number(req.params.id)) : undefined;
    if (html === undefined) return reply.code(404).type('text/plain').send('Not found');
    return reply.type('text/html; charset=utf-8').send(html);
  });
};
