CREATE TABLE "attribute" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(40) NOT NULL,
	"facet" boolean DEFAULT true NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "attribute_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "attribute_i18n" (
	"attribute_id" integer NOT NULL,
	"lang_id" smallint NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "attribute_i18n_attribute_id_lang_id_pk" PRIMARY KEY("attribute_id","lang_id")
);
--> statement-breakpoint
CREATE TABLE "attribute_value" (
	"id" serial PRIMARY KEY NOT NULL,
	"attribute_id" integer NOT NULL,
	"key" varchar(40) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "attribute_value_key" UNIQUE("attribute_id","key")
);
--> statement-breakpoint
CREATE TABLE "attribute_value_i18n" (
	"value_id" integer NOT NULL,
	"lang_id" smallint NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "attribute_value_i18n_value_id_lang_id_pk" PRIMARY KEY("value_id","lang_id")
);
--> statement-breakpoint
CREATE TABLE "category" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(60) NOT NULL,
	"parent_id" integer,
	"sort" smallint DEFAULT 0 NOT NULL,
	"icon" varchar(20) NOT NULL,
	CONSTRAINT "category_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "category_i18n" (
	"category_id" integer NOT NULL,
	"lang_id" smallint NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "category_i18n_category_id_lang_id_pk" PRIMARY KEY("category_id","lang_id")
);
--> statement-breakpoint
CREATE TABLE "document" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(120) NOT NULL,
	"product_id" integer,
	"type" varchar(20) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "document_i18n" (
	"document_id" integer NOT NULL,
	"lang_id" smallint NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "document_i18n_document_id_lang_id_pk" PRIMARY KEY("document_id","lang_id")
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(80) NOT NULL,
	"category_id" integer NOT NULL,
	"brand" varchar(40) NOT NULL,
	"model" varchar(60) NOT NULL,
	"image" varchar(20) NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"min_price" integer NOT NULL,
	"total_stock" integer DEFAULT 0 NOT NULL,
	"rating_avg" numeric(3, 2) DEFAULT '0' NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_key_unique" UNIQUE("key"),
	CONSTRAINT "product_model_unique" UNIQUE("model")
);
--> statement-breakpoint
CREATE TABLE "product_compat" (
	"product_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_compat_product_id_name_pk" PRIMARY KEY("product_id","name")
);
--> statement-breakpoint
CREATE TABLE "product_i18n" (
	"product_id" integer NOT NULL,
	"lang_id" smallint NOT NULL,
	"name" text NOT NULL,
	"short_desc" text NOT NULL,
	"long_desc" text,
	"features" jsonb NOT NULL,
	"specs" jsonb NOT NULL,
	"faq" jsonb NOT NULL,
	CONSTRAINT "product_i18n_product_id_lang_id_pk" PRIMARY KEY("product_id","lang_id")
);
--> statement-breakpoint
CREATE TABLE "recently_viewed" (
	"visitor_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recently_viewed_visitor_id_product_id_pk" PRIMARY KEY("visitor_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "review" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"content" text NOT NULL,
	"author" varchar(60) NOT NULL,
	"lang_id" smallint NOT NULL,
	"helpful" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_rating_range" CHECK ("review"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "sku" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"product_no" varchar(80) NOT NULL,
	"price" integer NOT NULL,
	"stock" integer NOT NULL,
	"weight_g" integer NOT NULL,
	"attrs" jsonb NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "sku_product_no_unique" UNIQUE("product_no"),
	CONSTRAINT "sku_stock_nonnegative" CHECK ("sku"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sku_tier" (
	"sku_id" integer NOT NULL,
	"min_qty" integer NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "sku_tier_sku_id_min_qty_pk" PRIMARY KEY("sku_id","min_qty")
);
--> statement-breakpoint
ALTER TABLE "attribute_i18n" ADD CONSTRAINT "attribute_i18n_attribute_id_attribute_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attribute"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_i18n" ADD CONSTRAINT "attribute_i18n_lang_id_language_id_fk" FOREIGN KEY ("lang_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_value" ADD CONSTRAINT "attribute_value_attribute_id_attribute_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attribute"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_value_i18n" ADD CONSTRAINT "attribute_value_i18n_value_id_attribute_value_id_fk" FOREIGN KEY ("value_id") REFERENCES "public"."attribute_value"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_value_i18n" ADD CONSTRAINT "attribute_value_i18n_lang_id_language_id_fk" FOREIGN KEY ("lang_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_i18n" ADD CONSTRAINT "category_i18n_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_i18n" ADD CONSTRAINT "category_i18n_lang_id_language_id_fk" FOREIGN KEY ("lang_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document" ADD CONSTRAINT "document_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_i18n" ADD CONSTRAINT "document_i18n_document_id_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_i18n" ADD CONSTRAINT "document_i18n_lang_id_language_id_fk" FOREIGN KEY ("lang_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_compat" ADD CONSTRAINT "product_compat_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_i18n" ADD CONSTRAINT "product_i18n_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_i18n" ADD CONSTRAINT "product_i18n_lang_id_language_id_fk" FOREIGN KEY ("lang_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recently_viewed" ADD CONSTRAINT "recently_viewed_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_lang_id_language_id_fk" FOREIGN KEY ("lang_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku" ADD CONSTRAINT "sku_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_tier" ADD CONSTRAINT "sku_tier_sku_id_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."sku"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_product_idx" ON "document" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_category_idx" ON "product" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_min_price_idx" ON "product" USING btree ("min_price");--> statement-breakpoint
CREATE INDEX "product_created_idx" ON "product" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "recently_viewed_visitor_idx" ON "recently_viewed" USING btree ("visitor_id","viewed_at");--> statement-breakpoint
CREATE INDEX "review_product_idx" ON "review" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "sku_product_idx" ON "sku" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "sku_attrs_idx" ON "sku" USING gin ("attrs" jsonb_path_ops);