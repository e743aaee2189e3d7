CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" integer,
	"staff_name" varchar(80) NOT NULL,
	"staff_email" varchar(254) NOT NULL,
	"action" varchar(120) NOT NULL,
	"entity_type" varchar(40) NOT NULL,
	"entity_id" varchar(80) NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"ip" varchar(64) NOT NULL,
	"user_agent" varchar(300) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_staff_idx" ON "audit_log" USING btree ("staff_id","at");