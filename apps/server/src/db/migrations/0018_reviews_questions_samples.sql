CREATE TABLE "product_question" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"lang_id" smallint NOT NULL,
	"type" varchar(20) NOT NULL,
	"tag" varchar(20) NOT NULL,
	"content" text NOT NULL,
	"upload_id" uuid,
	"public" boolean DEFAULT true NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_question_status" CHECK ("product_question"."status" IN ('pending', 'answered'))
);
--> statement-breakpoint
CREATE TABLE "review_vote" (
	"review_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_vote_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "sample_line" (
	"request_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"quantity" smallint NOT NULL,
	CONSTRAINT "sample_line_request_id_sku_id_pk" PRIMARY KEY("request_id","sku_id"),
	CONSTRAINT "sample_line_quantity" CHECK ("sample_line"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "sample_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"lang_id" smallint NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"project" text NOT NULL,
	"company" varchar(120) NOT NULL,
	"address" jsonb NOT NULL,
	"reject_reason" text,
	"order_id" integer,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sample_request_status" CHECK ("sample_request"."status" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
DROP INDEX "review_product_idx";--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "line_no" smallint;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "sku_attrs" text;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "images" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "show_name" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "status" varchar(10) DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_order" ADD COLUMN "kind" varchar(10) DEFAULT 'regular' NOT NULL;--> statement-breakpoint
ALTER TABLE "sku" ADD COLUMN "sample_limit" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_question" ADD CONSTRAINT "product_question_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_question" ADD CONSTRAINT "product_question_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_question" ADD CONSTRAINT "product_question_upload_id_upload_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."upload"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_question" ADD CONSTRAINT "product_question_answered_by_staff_user_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_vote" ADD CONSTRAINT "review_vote_review_id_review_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."review"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_vote" ADD CONSTRAINT "review_vote_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_line" ADD CONSTRAINT "sample_line_request_id_sample_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."sample_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_line" ADD CONSTRAINT "sample_line_sku_id_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."sku"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_request" ADD CONSTRAINT "sample_request_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_request" ADD CONSTRAINT "sample_request_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_request" ADD CONSTRAINT "sample_request_decided_by_staff_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_question_product_idx" ON "product_question" USING btree ("product_id","status","answered_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_question_user_idx" ON "product_question" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_question_pending_idx" ON "product_question" USING btree ("created_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "sample_request_user_idx" ON "sample_request" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sample_request_pending_idx" ON "sample_request" USING btree ("created_at") WHERE status = 'pending';--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_user_idx" ON "review" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_order_line_uq" ON "review" USING btree ("order_id","line_no") WHERE order_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "review_product_idx" ON "review" USING btree ("product_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_status" CHECK ("review"."status" IN ('published', 'hidden'));--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_kind" CHECK ("shop_order"."kind" IN ('regular', 'sample'));