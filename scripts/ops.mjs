#!/usr/bin/env node
// Operator command for the seller side the buyer spec leaves out (ADR 0011): moves an order
// through shipping, delivery and refund on a running server.
//
//   node scripts/ops.mjs ship <orderNo> --carrier DHL --tracking 1Z999AA10123456784
//   node scripts/ops.mjs deliver <orderNo>
//   node scripts/ops.mjs refund <orderNo>
//   node scripts/ops.mjs expire <orderNo>      (ends an unpaid order's payment countdown now)
//   node scripts/ops.mjs hide-search "<query>"  (never shows the query among hot searches)
//   node scripts/ops.mjs show-search "<query>"  (lets a hidden query show again)
//
// OPS_URL (default http://127.0.0.1:$PORT or :8080) and OPS_TOKEN (default dev-ops-token, the
// server's default outside production) say where and as whom.
import { parseArgs } from 'node:util';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { carrier: { type: 'string' }, tracking: { type: 'string' }, url: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});
const [action, orderNo] = positionals;
const usage = 'usage: node scripts/ops.mjs ship|deliver|refund|expire <orderNo> [--carrier NAME --tracking NUMBER] [--url http://host:port]\n       node scripts/ops.mjs hide-search|show-search "<query>" [--url http://host:port]';
const searchAction = { 'hide-search': 'hide', 'show-search': 'show' }[action];
if (values.help || !['ship', 'deliver', 'refund', 'expire', 'hide-search', 'show-search'].includes(action) || !orderNo) {
  console.error(usage);
  process.exit(values.help ? 0 : 2);
}
if (action === 'ship' && (!values.carrier || !values.tracking)) {
  console.error('ship needs --carrier and --tracking');
  process.exit(2);
}
const base = values.url ?? process.env.OPS_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;
const token = process.env.OPS_TOKEN ?? 'dev-ops-token';
// For hide-search / show-search the second word is the query, not an order number.
const path = searchAction ? `/api/ops/search/${searchAction}` : `/api/ops/orders/${encodeURIComponent(orderNo)}/${action}`;
const res = await fetch(`${base}${path}`, {
  method: 'POST',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', lang: 'en' },
  body: JSON.stringify(searchAction ? { query: orderNo } : action === 'ship' ? { carrier: values.carrier, trackingNo: values.tracking } : {}),
}).catch((err) => {
  console.error(`cannot reach ${base}: ${err.message}`);
  process.exit(1);
});
const body = await res.json().catch(() => ({ msg: res.statusText }));
console.log(`${action} ${orderNo}: ${res.status} ${body.msg}`);
process.exit(res.ok ? 0 : 1);
