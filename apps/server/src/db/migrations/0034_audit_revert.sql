ALTER TABLE "audit_log" ADD COLUMN "reverts_id" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_reverts_idx" ON "audit_log" USING btree ("reverts_id") WHERE reverts_id IS NOT NULL;