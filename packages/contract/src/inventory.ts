import { z } from 'zod';
import { AVAILABILITY_SUMMARY_MAX } from './constants.js';
import { digitId } from './site.js';

// What a buyer sees of stock per warehouse (issue 28, ADR 0044): on the product page, each SKU's
// stock in the warehouses that serve the visitor's country, nearest first, with "ships today"
// and "arrives by" per shipping method, and stock on its way; on listing cards a short summary.
// Dates are warehouse-local calendar days 'YYYY-MM-DD' (the web prints them with
// lib/arrival-dates.ts); the live countdown is computed in the browser from `cutoffAt`.

/** `countryId` omitted: the visitor's country is not known, warehouses in their default order and none is "local". */
export const availabilityQuery = z.object({ spuId: digitId, countryId: digitId.optional() });

/** `spuIds=1,2,3`: up to AVAILABILITY_SUMMARY_MAX product ids, digits only. */
export const availabilitySummaryQuery = z.object({
  spuIds: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9})*$/, 'invalid')
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine((ids) => ids.length <= AVAILABILITY_SUMMARY_MAX, 'tooLong'),
  countryId: digitId.optional(),
});

/** When a parcel sent by one shipping method arrives ('YYYY-MM-DD', both ends). */
export const methodDates = z.object({ shippingMethodId: z.number().int(), arrivesFrom: z.string(), arrivesBy: z.string() });
export type MethodDates = z.infer<typeof methodDates>;

/** A warehouse serving the visitor's country, with one SKU's stock there and the dates of an order placed now. */
export const warehouseAvailability = z.object({
  warehouseId: z.number().int(),
  code: z.string(),
  /** "München, Saksa", in the request's language. */
  name: z.string(),
  /** The warehouse's country (ISO 3166-1 alpha-2). */
  countryCode: z.string(),
  /** The nearest warehouse for the visitor's country (first in the serving order); false for all when the country is not known. */
  local: z.boolean(),
  /** On hand − reserved, never below 0. */
  available: z.number().int(),
  /** The warehouse-local day a parcel ordered now leaves. */
  shipsOn: z.string(),
  /** The instant of today's cutoff when ordering now ships today (ISO, UTC); null otherwise. */
  cutoffAt: z.string().nullable(),
  /** Per enabled shipping method with a transit time from here, in the methods' order. */
  methods: z.array(methodDates),
});
export type WarehouseAvailability = z.infer<typeof warehouseAvailability>;

/** Open incoming stock of a SKU: expected at a warehouse on a day, then shipped on its next working day. */
export const incomingAvailability = z.object({
  warehouseId: z.number().int(),
  quantity: z.number().int(),
  expectedOn: z.string(),
  shipsOn: z.string(),
  methods: z.array(methodDates),
});
export type IncomingAvailability = z.infer<typeof incomingAvailability>;

export const skuAvailability = z.object({
  skuId: z.number().int(),
  /** Available in all serving warehouses together. */
  available: z.number().int(),
  /** The serving warehouses, nearest first (all of them, with or without stock). */
  warehouses: z.array(warehouseAvailability),
  /** Open incoming stock, earliest expected first. */
  incoming: z.array(incomingAvailability),
});
export type SkuAvailability = z.infer<typeof skuAvailability>;

export const availabilityMethod = z.object({ shippingMethodId: z.number().int(), key: z.string(), name: z.string() });
export type AvailabilityMethod = z.infer<typeof availabilityMethod>;

export const productAvailability = z.object({
  spuId: z.number().int(),
  /** The country the answer is for; null: not known (default order). */
  countryId: z.number().int().nullable(),
  /** The enabled shipping methods in their order: the first is the default. */
  shippingMethods: z.array(availabilityMethod),
  /** The product's SKUs (of a published product), in their order. */
  skus: z.array(skuAvailability),
});
export type ProductAvailability = z.infer<typeof productAvailability>;

/** A listing card's short form, for one product (all its SKUs together). */
export const availabilitySummary = z.object({
  spuId: z.number().int(),
  /** Available in the nearest warehouse (0 when the country is not known). */
  localAvailable: z.number().int(),
  /** Available in every other warehouse. */
  elsewhereAvailable: z.number().int(),
  /** One unit ordered now leaves the nearest warehouse that has stock today. */
  shipsToday: z.boolean(),
  /** That warehouse's cutoff when it ships today (the card may stop saying "ships today" after it); null otherwise. */
  cutoffAt: z.string().nullable(),
  /** One unit by the default (first) shipping method, from the nearest warehouse that has stock; null when nothing is in stock. */
  arrivesFrom: z.string().nullable(),
  arrivesBy: z.string().nullable(),
  /** The earliest open incoming stock's expected day when nothing is available; null otherwise. */
  incomingOn: z.string().nullable(),
});
export type AvailabilitySummary = z.infer<typeof availabilitySummary>;
