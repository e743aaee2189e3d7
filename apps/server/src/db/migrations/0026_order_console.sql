CREATE TABLE "order_note" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"staff_id" integer,
	"body" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_event" ADD COLUMN "actor" varchar(6) DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_event" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "order_note" ADD CONSTRAINT "order_note_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_note_order_idx" ON "order_note" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "shop_order_created_idx" ON "shop_order" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "shop_order_no_prefix_idx" ON "shop_order" USING btree ("order_no" varchar_pattern_ops);--> statement-breakpoint
ALTER TABLE "order_event" ADD CONSTRAINT "order_event_actor" CHECK ("order_event"."actor" IN ('buyer', 'staff', 'system'));