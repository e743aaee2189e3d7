CREATE TABLE "company" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"country_id" integer NOT NULL,
	"tax_no" varchar(40) NOT NULL,
	"address" varchar(300) NOT NULL,
	"city" varchar(80) NOT NULL,
	"postcode" varchar(20) DEFAULT '' NOT NULL,
	"industry" varchar(20) NOT NULL,
	"phone" varchar(40) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"status_reason" varchar(500) DEFAULT '' NOT NULL,
	"applicant_id" integer NOT NULL,
	"time_zone" varchar(64) DEFAULT 'UTC' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	CONSTRAINT "company_status" CHECK ("company"."status" IN ('pending', 'active', 'suspended', 'closed', 'rejected')),
	CONSTRAINT "company_industry" CHECK ("company"."industry" IN ('telecom', 'isp', 'datacenter', 'enterprise', 'integrator', 'education', 'government', 'healthcare', 'manufacturing', 'reseller', 'other'))
);
--> statement-breakpoint
CREATE TABLE "company_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" varchar(30) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"staff_id" integer,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_file" (
	"company_id" integer NOT NULL,
	"upload_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_invitation" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"roles" varchar(20)[] NOT NULL,
	"token_hash" char(64) NOT NULL,
	"invited_by" integer NOT NULL,
	"lang_id" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "company_invitation_roles" CHECK (cardinality("company_invitation"."roles") >= 1 AND "company_invitation"."roles" <@ ARRAY['admin', 'buyer', 'approver', 'finance', 'viewer']::varchar[])
);
--> statement-breakpoint
CREATE TABLE "company_member" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"roles" varchar(20)[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deactivated_at" timestamp with time zone,
	"invited_by" integer,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "company_member_roles" CHECK (cardinality("company_member"."roles") >= 1 AND "company_member"."roles" <@ ARRAY['admin', 'buyer', 'approver', 'finance', 'viewer']::varchar[])
);
--> statement-breakpoint
CREATE TABLE "requisition_list" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer,
	"name" varchar(80) NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requisition_list_item" (
	"list_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requisition_list_item_quantity" CHECK ("requisition_list_item"."quantity" BETWEEN 1 AND 1000000)
);
--> statement-breakpoint
ALTER TABLE "address" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "inquiry" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "invoice_application" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "invoice_title" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "company" ADD CONSTRAINT "company_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company" ADD CONSTRAINT "company_applicant_id_app_user_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company" ADD CONSTRAINT "company_reviewed_by_staff_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_event" ADD CONSTRAINT "company_event_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_event" ADD CONSTRAINT "company_event_staff_id_staff_user_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_event" ADD CONSTRAINT "company_event_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_file" ADD CONSTRAINT "company_file_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_file" ADD CONSTRAINT "company_file_upload_id_upload_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."upload"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitation" ADD CONSTRAINT "company_invitation_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitation" ADD CONSTRAINT "company_invitation_invited_by_app_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitation" ADD CONSTRAINT "company_invitation_accepted_by_app_user_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_member" ADD CONSTRAINT "company_member_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_member" ADD CONSTRAINT "company_member_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_member" ADD CONSTRAINT "company_member_invited_by_app_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_list" ADD CONSTRAINT "requisition_list_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_list" ADD CONSTRAINT "requisition_list_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_list_item" ADD CONSTRAINT "requisition_list_item_list_id_requisition_list_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."requisition_list"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_list_item" ADD CONSTRAINT "requisition_list_item_sku_id_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."sku"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_status_idx" ON "company" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "company_event_company_idx" ON "company_event" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_file_pk" ON "company_file" USING btree ("company_id","upload_id");--> statement-breakpoint
CREATE INDEX "company_invitation_company_idx" ON "company_invitation" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "company_invitation_open" ON "company_invitation" USING btree ("company_id","email") WHERE accepted_at IS NULL AND revoked_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "company_member_one_company" ON "company_member" USING btree ("user_id") WHERE active;--> statement-breakpoint
CREATE INDEX "company_member_company_idx" ON "company_member" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "requisition_list_user_idx" ON "requisition_list" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "requisition_list_company_idx" ON "requisition_list" USING btree ("company_id") WHERE company_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "requisition_list_item_pk" ON "requisition_list_item" USING btree ("list_id","sku_id");--> statement-breakpoint
ALTER TABLE "address" ADD CONSTRAINT "address_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry" ADD CONSTRAINT "inquiry_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_application" ADD CONSTRAINT "invoice_application_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_title" ADD CONSTRAINT "invoice_title_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_company_idx" ON "address" USING btree ("company_id") WHERE company_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "inquiry_company_idx" ON "inquiry" USING btree ("company_id","created_at" DESC NULLS LAST) WHERE company_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "invoice_application_company_idx" ON "invoice_application" USING btree ("company_id","created_at" DESC NULLS LAST) WHERE company_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "invoice_title_company_idx" ON "invoice_title" USING btree ("company_id") WHERE company_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "shop_order_company_idx" ON "shop_order" USING btree ("company_id","created_at") WHERE company_id IS NOT NULL;