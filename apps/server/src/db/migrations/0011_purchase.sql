CREATE TABLE "cart_item" (
	"user_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"checked" boolean DEFAULT true NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_item_user_id_sku_id_pk" PRIMARY KEY("user_id","sku_id"),
	CONSTRAINT "cart_item_quantity" CHECK ("cart_item"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "coupon" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"value" integer NOT NULL,
	"min_amount" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"public" boolean DEFAULT true NOT NULL,
	CONSTRAINT "coupon_code_unique" UNIQUE("code"),
	CONSTRAINT "coupon_kind" CHECK ("coupon"."kind" IN ('percent', 'fixed')),
	CONSTRAINT "coupon_value" CHECK ("coupon"."value" > 0)
);
--> statement-breakpoint
CREATE TABLE "coupon_use" (
	"coupon_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_use_coupon_id_user_id_pk" PRIMARY KEY("coupon_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "favorite" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sku_id" integer,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "order_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"type" varchar(20) NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_line" (
	"order_id" integer NOT NULL,
	"line_no" smallint NOT NULL,
	"sku_id" integer,
	"product_id" integer,
	"name" text NOT NULL,
	"product_no" varchar(80) NOT NULL,
	"image" varchar(200) NOT NULL,
	"sale_attr" text NOT NULL,
	"unit_price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"line_total" integer NOT NULL,
	CONSTRAINT "order_line_order_id_line_no_pk" PRIMARY KEY("order_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "order_return" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"reason" varchar(30) NOT NULL,
	"description" text NOT NULL,
	"items" jsonb NOT NULL,
	"photos" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" varchar(20) NOT NULL,
	"provider_ref" varchar(80) NOT NULL,
	"amount" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payment_provider_ref" UNIQUE("provider","provider_ref")
);
--> statement-breakpoint
CREATE TABLE "payment_notification" (
	"provider" varchar(20) NOT NULL,
	"event_id" varchar(80) NOT NULL,
	"provider_ref" varchar(80) NOT NULL,
	"outcome" varchar(20) NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_notification_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment" (
	"ref" varchar(80) PRIMARY KEY NOT NULL,
	"merchant_ref" varchar(80) NOT NULL,
	"amount" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"description" text NOT NULL,
	"return_url" text NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shipping_method" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(30) NOT NULL,
	"base_fee" integer NOT NULL,
	"per_kg_fee" integer NOT NULL,
	"free_over" integer,
	"days_min" smallint NOT NULL,
	"days_max" smallint NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "shipping_method_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "shipping_method_i18n" (
	"method_id" integer NOT NULL,
	"lang_id" smallint NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "shipping_method_i18n_method_id_lang_id_pk" PRIMARY KEY("method_id","lang_id")
);
--> statement-breakpoint
CREATE TABLE "shop_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"user_id" integer NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"status" varchar(12) NOT NULL,
	"currency" char(3) NOT NULL,
	"minor_units" smallint NOT NULL,
	"rate" numeric(18, 8) NOT NULL,
	"subtotal" integer NOT NULL,
	"shipping_fee" integer NOT NULL,
	"discount" integer NOT NULL,
	"tax" integer NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	"total" integer NOT NULL,
	"coupon_id" integer,
	"coupon_code" varchar(40),
	"shipping_method_id" integer,
	"shipping_method_name" text NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"billing_address" jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"lang_id" smallint NOT NULL,
	"cancel_reason" varchar(30),
	"cancel_note" text,
	"payment_method" varchar(20),
	"pay_by" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"carrier" varchar(60),
	"tracking_no" varchar(60),
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"purged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_order_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "shop_order_idempotency" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "shop_order_status" CHECK ("shop_order"."status" IN ('unpaid', 'to_ship', 'to_receive', 'completed', 'cancelled', 'refunding', 'refunded')),
	CONSTRAINT "shop_order_amounts" CHECK ("shop_order"."total" >= 0 AND "shop_order"."subtotal" >= 0 AND "shop_order"."discount" >= 0 AND "shop_order"."tax" >= 0 AND "shop_order"."shipping_fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tax_rate" (
	"country_id" integer PRIMARY KEY NOT NULL,
	"rate_bp" integer NOT NULL,
	"kind" varchar(20) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_sku_id_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."sku"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_use" ADD CONSTRAINT "coupon_use_coupon_id_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupon"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_use" ADD CONSTRAINT "coupon_use_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite" ADD CONSTRAINT "favorite_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite" ADD CONSTRAINT "favorite_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite" ADD CONSTRAINT "favorite_sku_id_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."sku"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_event" ADD CONSTRAINT "order_event_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_sku_id_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."sku"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return" ADD CONSTRAINT "order_return_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_method_i18n" ADD CONSTRAINT "shipping_method_i18n_method_id_shipping_method_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."shipping_method"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_method_i18n" ADD CONSTRAINT "shipping_method_i18n_lang_id_language_id_fk" FOREIGN KEY ("lang_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_coupon_id_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupon"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_shipping_method_id_shipping_method_id_fk" FOREIGN KEY ("shipping_method_id") REFERENCES "public"."shipping_method"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rate" ADD CONSTRAINT "tax_rate_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorite_user_idx" ON "favorite" USING btree ("user_id","added_at");--> statement-breakpoint
CREATE INDEX "order_event_order_idx" ON "order_event" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "order_line_product_no_idx" ON "order_line" USING btree ("product_no");--> statement-breakpoint
CREATE INDEX "payment_order_idx" ON "payment" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shop_order_user_idx" ON "shop_order" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_order_unpaid_idx" ON "shop_order" USING btree ("pay_by") WHERE status = 'unpaid';--> statement-breakpoint
CREATE INDEX "shop_order_bin_idx" ON "shop_order" USING btree ("deleted_at") WHERE deleted_at IS NOT NULL AND purged_at IS NULL;--> statement-breakpoint
-- Order numbers: YT + date + this sequence, unique without retries.
CREATE SEQUENCE IF NOT EXISTS order_no_seq START 100001;
