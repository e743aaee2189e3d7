import {
  API,
  envelope,
  holidayBody,
  holidayList,
  holidayParams,
  holidayQuery,
  incomingBody,
  incomingParams,
  ledgerPage,
  ledgerQuery,
  routeBody,
  routeList,
  routeParams,
  routeQuery,
  stockLevelParams,
  stockList,
  stockListQuery,
  stockSaved,
  stockSetBody,
  stockSkuParams,
  stockTransferBody,
  transitBody,
  transitList,
  transitParams,
  transitQuery,
  transitRow,
  warehouseList,
  warehouseParams,
  warehouseSettings,
  warehouseUpdateBody,
} from '@netshop/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope.js';
import { requireStaff } from '../../plugins/staff-auth.js';
import {
  addHoliday,
  cancelIncoming,
  listHolidays,
  listRoutes,
  listStock,
  listTransit,
  listWarehouses,
  moveStock,
  receiveIncoming,
  recordIncoming,
  removeHoliday,
  removeTransit,
  setRoutes,
  setStock,
  setTransit,
  skuLedger,
  updateWarehouse,
} from './staff-service.js';

/**
 * /api/ew/staff/inventory (issue 28): staff with stock.read (sales, finance, admin) see stock per
 * warehouse, incoming deliveries, the ledger and the warehouses' settings; stock.write (sales,
 * admin) change them. Every change is a ledger row and an audit entry.
 */
export const staffStockRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['inventory'];
  const read = { onRequest: requireStaff('stock.read') };
  const write = { onRequest: requireStaff('stock.write') };
  const saved = { 200: envelope(stockSaved) };
  const S = API.staffStock;

  app.get(S.list.local, { ...read, schema: { tags, summary: 'SKUs with stock per warehouse and open incoming deliveries, searched, filtered and paged', querystring: stockListQuery, response: { 200: envelope(stockList) } } }, async (req) =>
    ok(req, await listStock(req.ctx, req.query)),
  );

  app.put(
    S.set.local,
    { ...write, schema: { tags, summary: 'Set on hand in a warehouse with a reason (409 below what orders hold there, or when it changed since read)', params: stockLevelParams, body: stockSetBody, response: saved } },
    async (req) => ok(req, await setStock(req.ctx, req.params.skuId, req.params.warehouseId, req.body), req.t('stockSaved')),
  );

  app.post(S.transfer.local, { ...write, schema: { tags, summary: 'Move available units between warehouses (409 beyond what the source has available)', params: stockSkuParams, body: stockTransferBody, response: saved } }, async (req) =>
    ok(req, await moveStock(req.ctx, req.params.skuId, req.body), req.t('stockMoved')),
  );

  app.post(S.addIncoming.local, { ...write, schema: { tags, summary: 'Record a delivery on its way, with its expected date', params: stockSkuParams, body: incomingBody, response: saved } }, async (req) =>
    ok(req, await recordIncoming(req.ctx, req.params.skuId, req.body), req.t('incomingRecorded')),
  );

  app.post(S.receive.local, { ...write, schema: { tags, summary: 'Receive a delivery: its units go on hand (409 when not open)', params: incomingParams, response: saved } }, async (req) =>
    ok(req, await receiveIncoming(req.ctx, req.params.skuId, req.params.incomingId), req.t('incomingReceived')),
  );

  app.post(S.cancelIncoming.local, { ...write, schema: { tags, summary: 'Cancel an open delivery', params: incomingParams, response: saved } }, async (req) =>
    ok(req, await cancelIncoming(req.ctx, req.params.skuId, req.params.incomingId), req.t('incomingCancelled')),
  );

  app.get(S.ledger.local, { ...read, schema: { tags, summary: "A SKU's stock ledger, newest first", params: stockSkuParams, querystring: ledgerQuery, response: { 200: envelope(ledgerPage) } } }, async (req) =>
    ok(req, await skuLedger(req.ctx, req.params.skuId, req.query)),
  );

  app.get(S.warehouses.local, { ...read, schema: { tags, summary: 'Every warehouse with its cutoff, working days and active flag', response: { 200: envelope(warehouseList) } } }, async (req) =>
    ok(req, await listWarehouses(req.ctx)),
  );

  app.put(
    S.updateWarehouse.local,
    { ...write, schema: { tags, summary: "A warehouse's cutoff, working days and active flag over the version edited (409 when it changed)", params: warehouseParams, body: warehouseUpdateBody, response: { 200: envelope(warehouseSettings) } } },
    async (req) => ok(req, await updateWarehouse(req.ctx, req.params.warehouseId, req.body), req.t('warehouseSaved')),
  );

  app.get(S.holidays.local, { ...read, schema: { tags, summary: "A country's holidays (a warehouse's or a destination's)", querystring: holidayQuery, response: { 200: envelope(holidayList) } } }, async (req) =>
    ok(req, await listHolidays(req.ctx, req.query.countryId, req.query.year)),
  );

  app.post(S.addHoliday.local, { ...write, schema: { tags, summary: "Add a holiday to a country (or rename it)", body: holidayBody, response: { 200: envelope(holidayList) } } }, async (req) =>
    ok(req, await addHoliday(req.ctx, req.body), req.t('holidaySaved')),
  );

  app.delete(S.removeHoliday.local, { ...write, schema: { tags, summary: 'Remove a holiday', params: holidayParams, response: { 200: envelope(z.null()) } } }, async (req) => {
    await removeHoliday(req.ctx, req.params.countryId, req.params.day);
    return ok(req, null, req.t('holidayRemoved'));
  });

  app.get(S.transit.local, { ...read, schema: { tags, summary: 'Transit days per method and warehouse, with the methods and countries to choose from', querystring: transitQuery, response: { 200: envelope(transitList) } } }, async (req) =>
    ok(req, await listTransit(req.ctx, req.query.warehouseId)),
  );

  app.put(S.setTransit.local, { ...write, schema: { tags, summary: 'Create or change the transit days of (method, warehouse, country or default)', body: transitBody, response: { 200: envelope(transitRow) } } }, async (req) =>
    ok(req, await setTransit(req.ctx, req.body), req.t('transitSaved')),
  );

  app.delete(S.removeTransit.local, { ...write, schema: { tags, summary: "Remove a country's transit days (a default row stays: 409)", params: transitParams, response: { 200: envelope(z.null()) } } }, async (req) => {
    await removeTransit(req.ctx, req.params.transitId);
    return ok(req, null, req.t('transitRemoved'));
  });

  app.get(S.routes.local, { ...read, schema: { tags, summary: 'The warehouses serving a destination country, nearest first (every warehouse, inactive ones too)', querystring: routeQuery, response: { 200: envelope(routeList) } } }, async (req) =>
    ok(req, await listRoutes(req.ctx, req.query.countryId)),
  );

  app.put(
    S.setRoutes.local,
    { ...write, schema: { tags, summary: "Replace a country's serving order: every warehouse once, nearest first (422 otherwise, 409 over a changed order)", params: routeParams, body: routeBody, response: { 200: envelope(routeList) } } },
    async (req) => ok(req, await setRoutes(req.ctx, req.params.countryId, req.body), req.t('routesSaved')),
  );
};
