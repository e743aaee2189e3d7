#!/usr/bin/env node
// Operator command for the shop's side (ADR 0011, 0017): the staff API of a running server, as
// the operator token (an admin). The console at /console does the same for staff who log in.
//
//   node scripts/ops.mjs ship <orderNo> --carrier DHL --tracking 1Z999AA10123456784 [--shipment 2]
//   node scripts/ops.mjs deliver <orderNo> [--shipment 2]   (one shipment of a split order; without: every one)
//   node scripts/ops.mjs refund <orderNo>
//   node scripts/ops.mjs expire <orderNo>      (ends an unpaid order's payment countdown now)
//   node scripts/ops.mjs hide-search "<query>"  (never shows the query among hot searches)
//   node scripts/ops.mjs show-search "<query>"  (lets a hidden query show again)
//   node scripts/ops.mjs staff add <email> --name "Li Wei" --roles sales,finance [--password …]
//   node scripts/ops.mjs staff list
//   node scripts/ops.mjs stock-check          (exit 1 and one line per difference when stock is inconsistent)
//
// OPS_URL and OPS_TOKEN say where and as whom. Unset, they are read where the server reads its
// settings (apps/server/src/config.ts): the environment, else a .env file in the working directory;
// so the URL is this machine at the server's PORT (default 8080), and the token dev-ops-token (the
// server's default outside production, accepted only from the same machine).
// Without --password, `staff add` asks for one (or reads STAFF_PASSWORD).
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    carrier: { type: 'string' },
    tracking: { type: 'string' },
    shipment: { type: 'string' },
    name: { type: 'string' },
    roles: { type: 'string' },
    password: { type: 'string' },
    url: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
const [action, arg, arg2] = positionals;
const usage = `usage: node scripts/ops.mjs ship|deliver|refund|expire <orderNo> [--carrier NAME --tracking NUMBER] [--shipment N] [--url http://host:port]
       node scripts/ops.mjs hide-search|show-search "<query>"
       node scripts/ops.mjs staff add <email> --name NAME --roles agent,sales,finance,admin [--password PASSWORD]
       node scripts/ops.mjs staff list
       node scripts/ops.mjs stock-check`;
const orderActions = ['ship', 'deliver', 'refund', 'expire'];
const searchAction = { 'hide-search': 'hide', 'show-search': 'show' }[action];
const valid = (action === 'stock-check' && !arg) || (orderActions.includes(action) && arg) || (searchAction && arg) || (action === 'staff' && (arg === 'list' || (arg === 'add' && arg2 && values.name && values.roles)));
if (values.help || !valid) {
  console.error(usage);
  process.exit(values.help ? 0 : 2);
}
if (values.shipment !== undefined && (!['ship', 'deliver'].includes(action) || !/^[1-9][0-9]{0,4}$/.test(values.shipment))) {
  console.error('--shipment takes a shipment number (1, 2, …) and goes with ship or deliver');
  process.exit(2);
}
if (action === 'ship' && (!values.carrier || !values.tracking)) {
  console.error('ship needs --carrier and --tracking');
  process.exit(2);
}
// The server's own reading of its settings, so a port set in .env needs no PORT here.
const { environment, localServerUrl } = await tsImport('../apps/server/src/config.ts', import.meta.url);
const env = environment();
let base;
try {
  base = values.url ?? env.OPS_URL ?? localServerUrl(env);
} catch (err) {
  console.error(err.message);
  process.exit(2);
}
const token = env.OPS_TOKEN ?? 'dev-ops-token';

async function call(method, path, body) {
  const res = await fetch(`${base}/api/ew/staff${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, lang: 'en', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  }).catch((err) => {
    console.error(`cannot reach ${base}: ${err.message}`);
    process.exit(1);
  });
  const json = await res.json().catch(() => ({ msg: res.statusText }));
  return { ok: res.ok, status: res.status, json };
}

let r;
let label = `${action} ${arg}`;
if (action === 'stock-check') {
  // The consistency check (ADR 0044): each difference on a line; exit 1 when there is any, so CI fails.
  r = await call('GET', '/inventory/check');
  if (!r.ok) {
    console.error(`stock-check: ${r.status} ${r.json.msg}`);
    process.exit(1);
  }
  const what = {
    onHandLedger: 'on hand differs from its ledger',
    reservedLedger: 'reserved differs from its ledger',
    reservedOrders: 'reserved differs from what open orders hold',
    heldWithoutStock: 'open orders hold units of a warehouse without a stock row',
    negative: 'available below zero',
    skuStock: "SKU's stock differs from the sum of its warehouses' available",
    productTotal: "product's total stock differs from the sum of its SKUs' stock",
  };
  const list = r.json.data.differences;
  for (const d of list) {
    const where = d.warehouseCode ?? 'all warehouses';
    const item = d.skuId !== null ? `${d.productNo ?? '?'} (SKU ${d.skuId})` : `${d.productNo ?? '?'} (product ${d.productId})`;
    console.log(`${where.padEnd(14)} ${item.padEnd(36)} ${what[d.kind] ?? d.kind}: ${d.actual}, expected ${d.expected}`);
  }
  console.log(list.length ? `stock-check: ${list.length} difference${list.length > 1 ? 's' : ''}` : 'stock-check: no differences');
  process.exit(list.length ? 1 : 0);
} else if (orderActions.includes(action)) {
  // One shipment of a split order (issue 28), or the whole order.
  const one = values.shipment !== undefined ? `/shipments/${values.shipment}` : '';
  r = await call('POST', `/orders/${encodeURIComponent(arg)}${one}/${action}`, action === 'ship' ? { carrier: values.carrier, trackingNo: values.tracking } : {});
} else if (searchAction) {
  r = await call('POST', `/search/${searchAction}`, { query: arg });
} else if (arg === 'list') {
  r = await call('GET', '/staff');
  if (r.ok) for (const s of r.json.data) console.log(`${String(s.staffId).padStart(4)}  ${s.email.padEnd(32)} ${s.name.padEnd(24)} ${s.roles.join(',')}${s.active ? '' : ' (inactive)'}`);
} else {
  let password = values.password ?? process.env.STAFF_PASSWORD;
  if (!password) {
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    password = await rl.question('Password (6-24 characters, three of: upper case, digit, special): ');
    rl.close();
  }
  r = await call('POST', '/staff', { email: arg2, name: values.name, roles: values.roles.split(',').map((s) => s.trim()), password });
  label = `staff add ${arg2}`;
  const fields = r.json?.data?.fields;
  if (fields) for (const [k, v] of Object.entries(fields)) console.error(`  ${k}: ${v}`);
}
console.log(`${label}: ${r.status} ${r.json.msg}`);
process.exit(r.ok ? 0 : 1);
