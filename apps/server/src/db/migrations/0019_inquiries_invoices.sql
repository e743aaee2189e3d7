CREATE TABLE "inquiry" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_no" varchar(20) NOT NULL,
	"user_id" integer,
	"email" varchar(254) NOT NULL,
	"lang_id" smallint NOT NULL,
	"type" varchar(20) NOT NULL,
	"status" varchar(20) DEFAULT 'pending_reply' NOT NULL,
	"source" varchar(20) DEFAULT 'page' NOT NULL,
	"product_no" varchar(80) DEFAULT '' NOT NULL,
	"spu_id" integer,
	"sku_id" integer,
	"name" varchar(120) DEFAULT '' NOT NULL,
	"company" varchar(120) DEFAULT '' NOT NULL,
	"phone" varchar(40) DEFAULT '' NOT NULL,
	"topic" varchar(30),
	"details" text NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiry_inquiry_no_unique" UNIQUE("inquiry_no"),
	CONSTRAINT "inquiry_type" CHECK ("inquiry"."type" IN ('solution', 'customization', 'quotation', 'contact')),
	CONSTRAINT "inquiry_status" CHECK ("inquiry"."status" IN ('pending_reply', 'pending_feedback', 'processing', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "inquiry_file" (
	"id" uuid PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"message_id" integer,
	"name" varchar(120) NOT NULL,
	"mime" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_message" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"author" varchar(10) NOT NULL,
	"staff_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiry_message_author" CHECK ("inquiry_message"."author" IN ('buyer', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "invoice_application" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"type" varchar(10) NOT NULL,
	"title" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"minor_units" smallint NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"invoice_no" varchar(32),
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_application_invoice_no_unique" UNIQUE("invoice_no"),
	CONSTRAINT "invoice_application_type" CHECK ("invoice_application"."type" IN ('general', 'special')),
	CONSTRAINT "invoice_application_status" CHECK ("invoice_application"."status" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "invoice_title" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"name" varchar(200) NOT NULL,
	"tax_no" varchar(40) DEFAULT '' NOT NULL,
	"country_id" integer,
	"address" varchar(300) DEFAULT '' NOT NULL,
	"phone" varchar(40) DEFAULT '' NOT NULL,
	"bank" varchar(120) DEFAULT '' NOT NULL,
	"bank_account" varchar(60) DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_title_kind" CHECK ("invoice_title"."kind" IN ('company', 'personal'))
);
--> statement-breakpoint
CREATE TABLE "quotation" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"version" smallint NOT NULL,
	"status" varchar(12) DEFAULT 'active' NOT NULL,
	"currency" char(3) NOT NULL,
	"minor_units" smallint NOT NULL,
	"subtotal" bigint NOT NULL,
	"shipping_fee" bigint NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	"tax" bigint NOT NULL,
	"total" bigint NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"order_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotation_version" UNIQUE("inquiry_id","version"),
	CONSTRAINT "quotation_status" CHECK ("quotation"."status" IN ('active', 'superseded', 'accepted')),
	CONSTRAINT "quotation_amounts" CHECK ("quotation"."subtotal" >= 0 AND "quotation"."shipping_fee" >= 0 AND "quotation"."tax" >= 0 AND "quotation"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quotation_line" (
	"quotation_id" integer NOT NULL,
	"line_no" smallint NOT NULL,
	"sku_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	CONSTRAINT "quotation_line_quotation_id_line_no_pk" PRIMARY KEY("quotation_id","line_no"),
	CONSTRAINT "quotation_line_amounts" CHECK ("quotation_line"."quantity" > 0 AND "quotation_line"."unit_price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "inquiry" ADD CONSTRAINT "inquiry_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry" ADD CONSTRAINT "inquiry_spu_id_product_id_fk" FOREIGN KEY ("spu_id") REFERENCES "public"."product"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry" ADD CONSTRAINT "inquiry_sku_id_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."sku"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_file" ADD CONSTRAINT "inquiry_file_inquiry_id_inquiry_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiry"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_file" ADD CONSTRAINT "inquiry_file_message_id_inquiry_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."inquiry_message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_message" ADD CONSTRAINT "inquiry_message_inquiry_id_inquiry_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiry"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_message" ADD CONSTRAINT "inquiry_message_staff_id_staff_user_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_application" ADD CONSTRAINT "invoice_application_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_application" ADD CONSTRAINT "invoice_application_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_application" ADD CONSTRAINT "invoice_application_decided_by_staff_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_title" ADD CONSTRAINT "invoice_title_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_title" ADD CONSTRAINT "invoice_title_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation" ADD CONSTRAINT "quotation_inquiry_id_inquiry_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiry"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation" ADD CONSTRAINT "quotation_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation" ADD CONSTRAINT "quotation_created_by_staff_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_line" ADD CONSTRAINT "quotation_line_quotation_id_quotation_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_line" ADD CONSTRAINT "quotation_line_sku_id_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."sku"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiry_user_idx" ON "inquiry" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiry_email_idx" ON "inquiry" USING btree ("email") WHERE user_id IS NULL;--> statement-breakpoint
CREATE INDEX "inquiry_status_idx" ON "inquiry" USING btree ("status","last_message_at");--> statement-breakpoint
CREATE INDEX "inquiry_file_inquiry_idx" ON "inquiry_file" USING btree ("inquiry_id");--> statement-breakpoint
CREATE INDEX "inquiry_message_inquiry_idx" ON "inquiry_message" USING btree ("inquiry_id","id");--> statement-breakpoint
CREATE INDEX "invoice_application_user_idx" ON "invoice_application" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_application_order_uq" ON "invoice_application" USING btree ("order_id") WHERE status <> 'rejected';--> statement-breakpoint
CREATE INDEX "invoice_application_pending_idx" ON "invoice_application" USING btree ("created_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "invoice_title_user_idx" ON "invoice_title" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_title_default_uq" ON "invoice_title" USING btree ("user_id") WHERE is_default;