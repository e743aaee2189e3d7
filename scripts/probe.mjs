#!/usr/bin/env node
// Hostile-input probe against a running shop (issue 11): what an attacker or an unlucky client
// sends — ids past 2^31, NUL bytes, absurd quantities, another buyer's ids, replays, requests at
// once, broken multipart, over-long URLs and headers — and a count of the answers by status.
// Any 5xx is listed and makes the exit code 1. It places and cancels orders as two buyers, so
// run it against a throwaway database:
//
//   node scripts/probe.mjs [--url http://127.0.0.1:8080]
//
// The second buyer is registered with a code from the dev mailbox (loopback, not production).
import net from 'node:net';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { url: { type: 'string' } } });
const base = values.url ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;
const api = `${base}/api/ew/buyer`;
const counts = new Map();
const fivexx = [];

async function call(label, method, url, { token, body, headers = {}, raw } = {}) {
  const res = await fetch(url.startsWith('http') ? url : `${api}${url}`, {
    method,
    redirect: 'manual',
    headers: { ...(body !== undefined && !raw ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), lang: 'en', ...headers },
    body: raw ?? (body !== undefined ? JSON.stringify(body) : undefined),
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {}
  const key = `${label} ${res.status}`;
  counts.set(key, (counts.get(key) ?? 0) + 1);
  if (res.status >= 500) fivexx.push(`${method} ${url} -> ${res.status} ${text.slice(0, 120)}`);
  return { status: res.status, json };
}

const login = async (email, password) => (await call('login', 'POST', '/user/login', { body: { email, password } })).json.msg;

async function newBuyer() {
  const email = `probe-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await call('register', 'POST', '/user/register/email', { body: { email } });
  const mails = (await (await fetch(`${base}/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()).data;
  const code = /\d{6}/.exec(mails.at(-1)?.subject ?? '')?.[0];
  const countries = (await call('reference', 'GET', '/user/country/1')).json.data;
  await call('register', 'POST', '/user/register2', { body: { email, code, password: 'Probe#123', confirmPassword: 'Probe#123', firstName: 'P', lastName: 'B', countryId: countries[0].countryId, agree: true } });
  return login(email, 'Probe#123');
}

const a = await login('demo@example.com', 'Demo@12345');
const b = await newBuyer();
const addressesA = (await call('setup', 'GET', '/user/addresses', { token: a })).json.data;
const addressA = addressesA[0].addressId;
const product = (await call('setup', 'GET', '/catalog/products?pageSize=5')).json.data.items[0];
const sku = (await call('setup', 'GET', `/catalog/products/${product.spuId}`)).json.data.skus.find((s) => s.stock > 5);
const methods = (await call('setup', 'POST', '/checkout/preview', { token: a, body: { items: [{ skuId: sku.skuId, quantity: 1 }], shippingAddressId: addressA } })).json.data.shippingMethods;
const order = (items, extra = {}) => ({ idempotencyKey: crypto.randomUUID(), items, shippingAddressId: addressA, shippingMethodId: methods[0].shippingMethodId, ...extra });

// 1. Ids past 2^31 and absurd numbers in bodies, paths and queries.
for (const id of [2 ** 31, 2 ** 53, -1, 0, 1.5, '99999999999999999999', 'abc']) {
  await call('big id', 'POST', '/cart/items', { token: a, body: { skuId: id, quantity: 1 } });
  await call('big id', 'POST', '/orders', { token: a, body: order([{ skuId: id, quantity: 1 }]) });
  await call('big id', 'POST', '/orders', { token: a, body: order([{ skuId: sku.skuId, quantity: 1 }], { shippingAddressId: id, shippingMethodId: id, currencyId: id }) });
  await call('big id', 'POST', '/user/addresses', { token: a, body: { ...addressesA[0], countryId: id, regionId: id } });
  await call('big id', 'GET', `/catalog/products/${id}`);
  await call('big id', 'GET', `/user/region/${id}/1`);
  await call('big id', 'PUT', `/user/addresses/${id}/default`, { token: a });
  await call('big id', 'DELETE', `/favorites/${id}`, { token: a });
  await call('big id', 'GET', `/catalog/products?cateId=${id}`);
  await call('big id', 'GET', `/content/news/${id}`);
}
// 2. NUL bytes in text.
for (const body of [
  { ...addressesA[0], city: 'Shang\u0000hai' },
  { ...addressesA[0], line1: '\u0000' },
]) await call('NUL', 'POST', '/user/addresses', { token: a, body });
await call('NUL', 'PUT', '/user/profile', { token: a, body: { firstName: 'A\u0000', lastName: 'B', companyName: '' } });
await call('NUL', 'GET', `/search?q=${encodeURIComponent('sfp\u0000')}`);
await call('NUL', 'POST', '/orders', { token: a, body: order([{ skuId: sku.skuId, quantity: 1 }], { remark: 'x\u0000y', couponCode: 'A\u0000' }) });
// 3. Quantities.
for (const quantity of [0, -5, 1.5, 10_000, 1e9, 2 ** 53, 'many']) {
  await call('quantity', 'POST', '/cart/items', { token: a, body: { skuId: sku.skuId, quantity } });
  await call('quantity', 'POST', '/orders', { token: a, body: order([{ skuId: sku.skuId, quantity }]) });
}
// 4. Two (or twenty) requests at once: one order per key, one open payment attempt per order.
const once = order([{ skuId: sku.skuId, quantity: 1 }]);
const placed = await Promise.all(Array.from({ length: 20 }, () => call('same key at once', 'POST', '/orders', { token: a, body: once })));
const orderNos = new Set(placed.filter((r) => r.status === 200).map((r) => r.json.data.orderNo));
const orderNo = [...orderNos][0];
await call('same key, other body', 'POST', '/orders', { token: a, body: { ...once, items: [{ skuId: sku.skuId, quantity: 2 }] } });
const pays = await Promise.all(Array.from({ length: 10 }, () => call('pay at once', 'POST', `/orders/${orderNo}/pay`, { token: a, body: { method: 'sandbox' } })));
const refs = pays.filter((r) => r.status === 200).map((r) => /sbx_[0-9a-f]+/.exec(r.json.data.payUrl)[0]);
let open = 0;
for (const ref of refs) if ((await fetch(`${base}/sandbox-pay/${ref}`)).status === 200 && (await (await fetch(`${base}/sandbox-pay/${ref}`)).text()).includes('sandbox-approve')) open++;
// 5. Another buyer's ids.
await call('other buyer', 'GET', `/orders/${orderNo}`, { token: b });
await call('other buyer', 'POST', `/orders/${orderNo}/pay`, { token: b, body: {} });
await call('other buyer', 'POST', `/orders/${orderNo}/cancel`, { token: b, body: { reason: 'other' } });
await call('other buyer', 'PUT', `/user/addresses/${addressA}`, { token: b, body: addressesA[0] });
await call('other buyer', 'DELETE', `/user/addresses/${addressA}`, { token: b });
await call('other buyer', 'POST', '/orders', { token: b, body: order([{ skuId: sku.skuId, quantity: 1 }]) });
// 6. Replays: approving every page (the voided ones must take nothing), then again.
for (const ref of [...refs, ...refs]) await call('approve page', 'POST', `${base}/sandbox-pay/${ref}/approve`, { raw: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
const payments = (await call('status', 'GET', `/orders/${orderNo}/payment`, { token: a })).json.data;
const events = (await call('status', 'GET', `/orders/${orderNo}`, { token: a })).json.data.events.map((e) => e.type);
await call('cancel paid', 'POST', `/orders/${orderNo}/cancel`, { token: a, body: { reason: 'other' } });
// 7. Broken multipart, over-long URL, huge header.
for (const raw of ['--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc', 'garbage']) {
  await call('multipart', 'POST', `${base}/api/common/upload`, { token: a, raw, headers: { 'content-type': 'multipart/form-data; boundary=x' } });
}
await call('long url', 'GET', `/catalog/products/${'9'.repeat(5000)}`);
const header431 = await new Promise((resolve) => {
  const u = new URL(base);
  const s = net.connect(Number(u.port || 80), u.hostname, () => s.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`));
  let got = '';
  s.on('data', (d) => (got += d));
  s.on('close', () => resolve(got.split('\r\n')[0]));
  s.on('error', () => resolve(got.split('\r\n')[0] || 'error'));
});

console.log(`probe of ${base}`);
for (const [key, n] of [...counts].sort()) console.log(`  ${key.padEnd(32)} ${n}`);
console.log(`  orders from 20 submits with one key: ${orderNos.size}; open payment pages after 10 pay clicks: ${open} of ${refs.length}`);
console.log(`  after approving every page twice: paid=${payments.paid}, payment=${payments.payment}, paid events=${events.filter((e) => e === 'paid').length}`);
console.log(`  20 kB header: ${header431}`);
if (fivexx.length) {
  console.log('5xx answers:');
  for (const line of fivexx) console.log(`  ${line}`);
}
process.exit(fivexx.length ? 1 : 0);
