ALTER TABLE "article" ALTER COLUMN "published_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ALTER COLUMN "published_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "article" ADD COLUMN "featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "article" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "article" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "article_i18n" ADD COLUMN "body_html" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "news_i18n" ADD COLUMN "body_html" text;--> statement-breakpoint
-- The home page's texts (hero, block titles) are site_text rows the console edits (issue 27): a
-- change is announced like the content's, so the public answers that carry them drop at once.
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_text FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed('all');
