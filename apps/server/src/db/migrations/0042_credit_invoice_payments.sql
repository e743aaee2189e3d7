ALTER TABLE "payment" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "credit_invoice_id" integer;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_credit_invoice_id_credit_invoice_id_fk" FOREIGN KEY ("credit_invoice_id") REFERENCES "public"."credit_invoice"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_one_open_invoice" ON "payment" USING btree ("credit_invoice_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "payment_credit_invoice_idx" ON "payment" USING btree ("credit_invoice_id");--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_pays_one" CHECK (("payment"."order_id" IS NULL) <> ("payment"."credit_invoice_id" IS NULL));