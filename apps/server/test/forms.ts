import type { TestContext } from './test-app.js';

// Forms posted as multipart with their files (the inquiry forms, issue 15), as a browser's
// FormData sends them: text fields, then any files, each part with its own headers.

export interface FormPart {
  /** The part's name; `file` unless told. */
  field?: string;
  name: string;
  bytes: Buffer;
}

export function multipart(fields: Record<string, string>, files: FormPart[] = [], boundary = 'form-boundary-7d2a') {
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`), f.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface PostFormOptions {
  token?: string;
  lang?: string;
  /** The caller's address (rate limits count per source). */
  ip?: string;
  method?: 'POST' | 'PUT';
}

/** Posts `fields` and `files` as multipart; the envelope and the HTTP status. */
export async function postForm(ctx: TestContext, url: string, fields: Record<string, string>, files: FormPart[] = [], opts: PostFormOptions = {}) {
  const { payload, contentType } = multipart(fields, files);
  const res = await ctx.app.inject({
    method: opts.method ?? 'POST',
    url,
    payload,
    remoteAddress: opts.ip ?? '127.0.0.1',
    headers: { 'content-type': contentType, lang: opts.lang ?? '2', ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
  });
  let body: { code: number; msg: string; data: any };
  try {
    body = res.json();
  } catch {
    body = { code: res.statusCode, msg: res.body, data: null };
  }
  return { status: res.statusCode, body };
}
