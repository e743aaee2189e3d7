CREATE TABLE "payment_refund" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"reason" varchar(30) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"provider_refund_ref" varchar(80),
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payment_refund_amount" CHECK ("payment_refund"."amount" > 0),
	CONSTRAINT "payment_refund_status" CHECK ("payment_refund"."status" IN ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_refund" (
	"ref" varchar(80) PRIMARY KEY NOT NULL,
	"payment_ref" varchar(80) NOT NULL,
	"idempotency_key" varchar(80) NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refund_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "sandbox_payment" ADD COLUMN "refunded_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refund" ADD CONSTRAINT "payment_refund_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refund" ADD CONSTRAINT "payment_refund_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_refund" ADD CONSTRAINT "sandbox_refund_payment_ref_sandbox_payment_ref_fk" FOREIGN KEY ("payment_ref") REFERENCES "public"."sandbox_payment"("ref") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refund_order_idx" ON "payment_refund" USING btree ("order_id","created_at");