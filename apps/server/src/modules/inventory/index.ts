// What the inventory offers other modules (ADR 0016, ADR 0035, ADR 0044): orders reserve, ship and
// give back stock per warehouse through these, checkout plans shipments and dates with them, and the
// catalogue's sellable stock follows. Nothing outside the module imports its files directly.
export { giveBackOrderStock, reserveOrderStock, shipOrderStock, type ReserveInput, type ReservedShipment } from './reserve.js';
export { planParts, shipmentsOf, partDates, type Dates, type PlannedLine, type PlannedPart } from './plan.js';
export { servingWarehouses, transitTimes, type ServingWarehouse, type TransitRow } from './calendar-queries.js';
export { stockOf, type StockRow } from './stock-queries.js';
export { stockDifferences, type StockDifference } from './check-queries.js';
// The catalogue's "stock" as one number (SKU editor, import) and tests set it through this.
export { setAvailable, type LevelReason } from './levels.js';
// What one warehouse holds of a SKU, set to a count (the console, tests).
export { setOnHand, type SetOnHand, type SetOnHandResult } from './on-hand.js';
// Order pages and shipping: what each shipment carries, its warehouse's name, and the locks before shipping several.
export { shipmentUnits, warehouseNames, type ShipmentUnits } from './shipment-queries.js';
export { lockOrderStock } from './reserve.js';
