CREATE TABLE "product_image" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"mime" varchar(20) NOT NULL,
	"size" integer NOT NULL,
	"hash" varchar(64) NOT NULL,
	"width" integer,
	"height" integer,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_image_mime" CHECK ("product_image"."mime" IN ('image/jpeg', 'image/png', 'image/webp'))
);
--> statement-breakpoint
CREATE TABLE "product_image_i18n" (
	"image_id" integer NOT NULL,
	"lang_id" smallint NOT NULL,
	"alt" text NOT NULL,
	CONSTRAINT "product_image_i18n_image_id_lang_id_pk" PRIMARY KEY("image_id","lang_id")
);
--> statement-breakpoint
ALTER TABLE "product_image" ADD CONSTRAINT "product_image_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_image_i18n" ADD CONSTRAINT "product_image_i18n_image_id_product_image_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."product_image"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_image_i18n" ADD CONSTRAINT "product_image_i18n_lang_id_language_id_fk" FOREIGN KEY ("lang_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_image_product_idx" ON "product_image" USING btree ("product_id","sort","id");--> statement-breakpoint
-- A product's pictures and their texts are what buyers see on cards, in the cart and on its page:
-- a change is announced like any other catalogue change (migration 0020), so every process drops
-- the public answers it cached at once.
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_image FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed('all');--> statement-breakpoint
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_image_i18n FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed('all');
