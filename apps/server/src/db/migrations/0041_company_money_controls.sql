CREATE TABLE "approval_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_no" varchar(32) NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"request_hash" char(64) NOT NULL,
	"body" jsonb NOT NULL,
	"quotation_id" integer,
	"total" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"minor_units" smallint NOT NULL,
	"company_amount" bigint NOT NULL,
	"line_count" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"shipping_address" text DEFAULT '' NOT NULL,
	"po_number" varchar(40),
	"current_level" smallint,
	"expires_at" timestamp with time zone NOT NULL,
	"order_id" integer,
	"return_key" varchar(40),
	"return_params" jsonb,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "approval_request_request_no_unique" UNIQUE("request_no"),
	CONSTRAINT "approval_request_kind" CHECK ("approval_request"."kind" IN ('order', 'quotation')),
	CONSTRAINT "approval_request_status" CHECK ("approval_request"."status" IN ('pending', 'approved', 'rejected', 'expired', 'cancelled', 'returned'))
);
--> statement-breakpoint
CREATE TABLE "approval_rule" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"condition" varchar(12) NOT NULL,
	"min_total" bigint,
	"min_lines" integer,
	"category_id" integer,
	"member_role" varchar(10),
	"approver_role" varchar(10) NOT NULL,
	"level" smallint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_rule_condition" CHECK ("approval_rule"."condition" IN ('total', 'lines', 'category', 'role', 'overLimit')),
	CONSTRAINT "approval_rule_level" CHECK ("approval_rule"."level" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "approval_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"currency" char(3) NOT NULL,
	"expiry_days" smallint DEFAULT 7 NOT NULL,
	"company_limit" bigint,
	"company_period" varchar(7),
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_settings_period" CHECK ("approval_settings"."company_period" IS NULL OR "approval_settings"."company_period" IN ('month', 'quarter')),
	CONSTRAINT "approval_settings_limit" CHECK (("approval_settings"."company_limit" IS NULL) = ("approval_settings"."company_period" IS NULL) AND ("approval_settings"."company_limit" IS NULL OR "approval_settings"."company_limit" >= 0))
);
--> statement-breakpoint
CREATE TABLE "approval_step" (
	"request_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"approver_role" varchar(10) NOT NULL,
	"rules" text[] NOT NULL,
	"decision" varchar(10),
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"comment" text DEFAULT '' NOT NULL,
	CONSTRAINT "approval_step_request_id_level_pk" PRIMARY KEY("request_id","level"),
	CONSTRAINT "approval_step_decision" CHECK ("approval_step"."decision" IS NULL OR "approval_step"."decision" IN ('approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "spending_limit" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"period" varchar(7) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spending_limit_period" CHECK ("spending_limit"."period" IN ('month', 'quarter')),
	CONSTRAINT "spending_limit_amount" CHECK ("spending_limit"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_account" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"minor_units" smallint NOT NULL,
	"limit_amount" bigint NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"terms_days" smallint NOT NULL,
	"status" varchar(8) DEFAULT 'active' NOT NULL,
	"hold_kind" varchar(8),
	"hold_reason" varchar(500) DEFAULT '' NOT NULL,
	"held_at" timestamp with time zone,
	"po_required" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_account_company_id_unique" UNIQUE("company_id"),
	CONSTRAINT "credit_account_status" CHECK ("credit_account"."status" IN ('active', 'hold', 'closed')),
	CONSTRAINT "credit_account_terms" CHECK ("credit_account"."terms_days" IN (15, 30, 45, 60)),
	CONSTRAINT "credit_account_limit" CHECK ("credit_account"."limit_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_allocation" (
	"payment_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "credit_allocation_payment_id_invoice_id_pk" PRIMARY KEY("payment_id","invoice_id"),
	CONSTRAINT "credit_allocation_amount" CHECK ("credit_allocation"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_application" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"requested_limit" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"terms_days" smallint NOT NULL,
	"trade_references" text NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"decision_note" varchar(500) DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_application_status" CHECK ("credit_application"."status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "credit_application_terms" CHECK ("credit_application"."terms_days" IN (15, 30, 45, 60))
);
--> statement-breakpoint
CREATE TABLE "credit_application_file" (
	"application_id" integer NOT NULL,
	"upload_id" uuid NOT NULL,
	CONSTRAINT "credit_application_file_application_id_upload_id_pk" PRIMARY KEY("application_id","upload_id")
);
--> statement-breakpoint
CREATE TABLE "credit_entry" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"limit_after" bigint NOT NULL,
	"invoice_id" integer,
	"payment_id" integer,
	"order_id" integer,
	"reverses_id" integer,
	"reference" varchar(80) DEFAULT '' NOT NULL,
	"note" varchar(500) DEFAULT '' NOT NULL,
	"staff_id" integer,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_entry_reverses_id_unique" UNIQUE("reverses_id"),
	CONSTRAINT "credit_entry_kind" CHECK ("credit_entry"."kind" IN ('allocated', 'limitIncreased', 'limitDecreased', 'purchase', 'payment', 'refund', 'creditNote', 'reversal'))
);
--> statement-breakpoint
CREATE TABLE "credit_invoice" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_no" varchar(32) NOT NULL,
	"account_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"po_number" varchar(40),
	"amount" bigint NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"credited" bigint DEFAULT 0 NOT NULL,
	"currency" char(3) NOT NULL,
	"minor_units" smallint NOT NULL,
	"status" varchar(6) DEFAULT 'open' NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "credit_invoice_invoice_no_unique" UNIQUE("invoice_no"),
	CONSTRAINT "credit_invoice_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "credit_invoice_status" CHECK ("credit_invoice"."status" IN ('open', 'paid', 'void')),
	CONSTRAINT "credit_invoice_amounts" CHECK ("credit_invoice"."paid" >= 0 AND "credit_invoice"."credited" >= 0 AND "credit_invoice"."paid" + "credit_invoice"."credited" <= "credit_invoice"."amount")
);
--> statement-breakpoint
CREATE TABLE "credit_payment" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"unallocated" bigint DEFAULT 0 NOT NULL,
	"method" varchar(14) NOT NULL,
	"reference" varchar(80) NOT NULL,
	"received_on" date NOT NULL,
	"note" varchar(500) DEFAULT '' NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"staff_id" integer,
	"user_id" integer,
	"reversed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_payment_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "credit_payment_method" CHECK ("credit_payment"."method" IN ('bank_transfer', 'gateway')),
	CONSTRAINT "credit_payment_amount" CHECK ("credit_payment"."amount" > 0 AND "credit_payment"."unallocated" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_reminder" (
	"invoice_id" integer NOT NULL,
	"stage" varchar(12) NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_reminder_invoice_id_stage_pk" PRIMARY KEY("invoice_id","stage")
);
--> statement-breakpoint
CREATE TABLE "credit_note" (
	"id" serial PRIMARY KEY NOT NULL,
	"credit_note_no" varchar(32) NOT NULL,
	"order_id" integer NOT NULL,
	"application_id" integer,
	"company_id" integer,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"minor_units" smallint NOT NULL,
	"reason" varchar(30) NOT NULL,
	"source" varchar(64) NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_note_credit_note_no_unique" UNIQUE("credit_note_no"),
	CONSTRAINT "credit_note_source_unique" UNIQUE("source"),
	CONSTRAINT "credit_note_amount" CHECK ("credit_note"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "invoice_application" ADD COLUMN "credited" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_request" ADD CONSTRAINT "approval_request_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_request" ADD CONSTRAINT "approval_request_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_request" ADD CONSTRAINT "approval_request_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_rule" ADD CONSTRAINT "approval_rule_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_rule" ADD CONSTRAINT "approval_rule_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_rule" ADD CONSTRAINT "approval_rule_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_settings" ADD CONSTRAINT "approval_settings_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_step" ADD CONSTRAINT "approval_step_request_id_approval_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."approval_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_step" ADD CONSTRAINT "approval_step_decided_by_app_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spending_limit" ADD CONSTRAINT "spending_limit_member_id_company_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."company_member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spending_limit" ADD CONSTRAINT "spending_limit_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_account" ADD CONSTRAINT "credit_account_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_allocation" ADD CONSTRAINT "credit_allocation_payment_id_credit_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."credit_payment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_allocation" ADD CONSTRAINT "credit_allocation_invoice_id_credit_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."credit_invoice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_application" ADD CONSTRAINT "credit_application_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_application" ADD CONSTRAINT "credit_application_applicant_id_app_user_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_application" ADD CONSTRAINT "credit_application_decided_by_staff_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_application_file" ADD CONSTRAINT "credit_application_file_application_id_credit_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_application_file" ADD CONSTRAINT "credit_application_file_upload_id_upload_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."upload"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entry" ADD CONSTRAINT "credit_entry_account_id_credit_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."credit_account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entry" ADD CONSTRAINT "credit_entry_invoice_id_credit_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."credit_invoice"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entry" ADD CONSTRAINT "credit_entry_payment_id_credit_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."credit_payment"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entry" ADD CONSTRAINT "credit_entry_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entry" ADD CONSTRAINT "credit_entry_staff_id_staff_user_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entry" ADD CONSTRAINT "credit_entry_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_invoice" ADD CONSTRAINT "credit_invoice_account_id_credit_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."credit_account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_invoice" ADD CONSTRAINT "credit_invoice_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_invoice" ADD CONSTRAINT "credit_invoice_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_payment" ADD CONSTRAINT "credit_payment_account_id_credit_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."credit_account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_payment" ADD CONSTRAINT "credit_payment_staff_id_staff_user_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_payment" ADD CONSTRAINT "credit_payment_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_reminder" ADD CONSTRAINT "credit_reminder_invoice_id_credit_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."credit_invoice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_application_id_invoice_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."invoice_application"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_staff_id_staff_user_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_request_key_uq" ON "approval_request" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "approval_request_company_idx" ON "approval_request" USING btree ("company_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "approval_request_user_idx" ON "approval_request" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "approval_request_expiry_idx" ON "approval_request" USING btree ("expires_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "approval_rule_company_idx" ON "approval_rule" USING btree ("company_id","level");--> statement-breakpoint
CREATE INDEX "spending_limit_company_idx" ON "spending_limit" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_application_pending_uq" ON "credit_application" USING btree ("company_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "credit_application_status_idx" ON "credit_application" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "credit_entry_account_idx" ON "credit_entry" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_invoice_po_uq" ON "credit_invoice" USING btree ("company_id",lower("po_number")) WHERE po_number IS NOT NULL;--> statement-breakpoint
CREATE INDEX "credit_invoice_account_idx" ON "credit_invoice" USING btree ("account_id","issued_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "credit_invoice_open_due_idx" ON "credit_invoice" USING btree ("due_at") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "credit_payment_account_idx" ON "credit_payment" USING btree ("account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "credit_note_order_idx" ON "credit_note" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "credit_note_user_idx" ON "credit_note" USING btree ("user_id","created_at" DESC NULLS LAST);