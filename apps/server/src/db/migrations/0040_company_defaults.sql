DROP INDEX "invoice_title_default_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_title_company_default_uq" ON "invoice_title" USING btree ("company_id") WHERE is_default AND company_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_title_default_uq" ON "invoice_title" USING btree ("user_id") WHERE is_default AND company_id IS NULL;