CREATE TABLE "holiday" (
	"country_id" integer NOT NULL,
	"day" date NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	CONSTRAINT "holiday_country_id_day_pk" PRIMARY KEY("country_id","day")
);
--> statement-breakpoint
CREATE TABLE "stock_allocation" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"shipment_seq" smallint NOT NULL,
	"warehouse_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"state" varchar(10) DEFAULT 'reserved' NOT NULL,
	CONSTRAINT "stock_allocation_quantity" CHECK ("stock_allocation"."quantity" > 0),
	CONSTRAINT "stock_allocation_state" CHECK ("stock_allocation"."state" IN ('reserved', 'shipped', 'released', 'returned'))
);
--> statement-breakpoint
CREATE TABLE "stock_incoming" (
	"id" serial PRIMARY KEY NOT NULL,
	"warehouse_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"expected_on" date NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "stock_incoming_quantity" CHECK ("stock_incoming"."quantity" > 0),
	CONSTRAINT "stock_incoming_status" CHECK ("stock_incoming"."status" IN ('open', 'received', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "stock_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"warehouse_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"on_hand_delta" integer NOT NULL,
	"reserved_delta" integer NOT NULL,
	"reason" varchar(12) NOT NULL,
	"order_id" integer,
	"staff_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_ledger_reason" CHECK ("stock_ledger"."reason" IN ('seed', 'set', 'adjust', 'transfer', 'receive', 'reserve', 'release', 'ship', 'return', 'catalog'))
);
--> statement-breakpoint
CREATE TABLE "transit_time" (
	"id" serial PRIMARY KEY NOT NULL,
	"method_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"country_id" integer,
	"days_min" smallint NOT NULL,
	"days_max" smallint NOT NULL,
	CONSTRAINT "transit_time_route" UNIQUE NULLS NOT DISTINCT("method_id","warehouse_id","country_id"),
	CONSTRAINT "transit_time_days" CHECK ("transit_time"."days_min" >= 0 AND "transit_time"."days_max" >= "transit_time"."days_min" AND "transit_time"."days_max" <= 90)
);
--> statement-breakpoint
CREATE TABLE "warehouse" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(8) NOT NULL,
	"country_id" integer NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"cutoff_minute" smallint NOT NULL,
	"working_days" smallint NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "warehouse_code_unique" UNIQUE("code"),
	CONSTRAINT "warehouse_cutoff" CHECK ("warehouse"."cutoff_minute" BETWEEN 0 AND 1439),
	CONSTRAINT "warehouse_working_days" CHECK ("warehouse"."working_days" BETWEEN 1 AND 127)
);
--> statement-breakpoint
CREATE TABLE "warehouse_i18n" (
	"warehouse_id" integer NOT NULL,
	"lang_id" smallint NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "warehouse_i18n_warehouse_id_lang_id_pk" PRIMARY KEY("warehouse_id","lang_id")
);
--> statement-breakpoint
CREATE TABLE "warehouse_route" (
	"country_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"rank" smallint NOT NULL,
	CONSTRAINT "warehouse_route_country_id_warehouse_id_pk" PRIMARY KEY("country_id","warehouse_id")
);
--> statement-breakpoint
CREATE TABLE "warehouse_stock" (
	"warehouse_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "warehouse_stock_warehouse_id_sku_id_pk" PRIMARY KEY("warehouse_id","sku_id"),
	CONSTRAINT "warehouse_stock_amounts" CHECK ("warehouse_stock"."reserved" >= 0 AND "warehouse_stock"."on_hand" >= "warehouse_stock"."reserved")
);
--> statement-breakpoint
CREATE TABLE "order_shipment" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"warehouse_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"arrives_from" date,
	"arrives_by" date,
	"carrier" varchar(60),
	"tracking_no" varchar(60),
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "order_shipment_seq" UNIQUE("order_id","seq"),
	CONSTRAINT "order_shipment_status" CHECK ("order_shipment"."status" IN ('pending', 'shipped', 'delivered', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "single_shipment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "holiday" ADD CONSTRAINT "holiday_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_allocation" ADD CONSTRAINT "stock_allocation_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_allocation" ADD CONSTRAINT "stock_allocation_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouse"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_allocation" ADD CONSTRAINT "stock_allocation_sku_id_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."sku"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_incoming" ADD CONSTRAINT "stock_incoming_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouse"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_incoming" ADD CONSTRAINT "stock_incoming_sku_id_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."sku"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_time" ADD CONSTRAINT "transit_time_method_id_shipping_method_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."shipping_method"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_time" ADD CONSTRAINT "transit_time_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouse"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_time" ADD CONSTRAINT "transit_time_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse" ADD CONSTRAINT "warehouse_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_i18n" ADD CONSTRAINT "warehouse_i18n_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouse"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_i18n" ADD CONSTRAINT "warehouse_i18n_lang_id_language_id_fk" FOREIGN KEY ("lang_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_route" ADD CONSTRAINT "warehouse_route_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_route" ADD CONSTRAINT "warehouse_route_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouse"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_stock" ADD CONSTRAINT "warehouse_stock_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouse"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_stock" ADD CONSTRAINT "warehouse_stock_sku_id_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."sku"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipment" ADD CONSTRAINT "order_shipment_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_allocation_order_idx" ON "stock_allocation" USING btree ("order_id","shipment_seq");--> statement-breakpoint
CREATE INDEX "stock_allocation_open_idx" ON "stock_allocation" USING btree ("warehouse_id","sku_id") WHERE state = 'reserved';--> statement-breakpoint
CREATE INDEX "stock_incoming_open_idx" ON "stock_incoming" USING btree ("sku_id","expected_on") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "stock_ledger_stock_idx" ON "stock_ledger" USING btree ("sku_id","warehouse_id","id");--> statement-breakpoint
CREATE INDEX "warehouse_stock_sku_idx" ON "warehouse_stock" USING btree ("sku_id");