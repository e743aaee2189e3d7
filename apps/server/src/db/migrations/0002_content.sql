CREATE TABLE "article" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"key" varchar(80) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_kind_key" UNIQUE("kind","key")
);
--> statement-breakpoint
CREATE TABLE "article_i18n" (
	"article_id" integer NOT NULL,
	"lang_id" smallint NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"industry" text,
	"customer" text,
	"body" text,
	CONSTRAINT "article_i18n_article_id_lang_id_pk" PRIMARY KEY("article_id","lang_id")
);
--> statement-breakpoint
CREATE TABLE "article_product" (
	"article_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "article_product_article_id_product_id_pk" PRIMARY KEY("article_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(80) NOT NULL,
	"cate_id" smallint NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "news_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "news_i18n" (
	"news_id" integer NOT NULL,
	"lang_id" smallint NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text,
	CONSTRAINT "news_i18n_news_id_lang_id_pk" PRIMARY KEY("news_id","lang_id")
);
--> statement-breakpoint
ALTER TABLE "article_i18n" ADD CONSTRAINT "article_i18n_article_id_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."article"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_i18n" ADD CONSTRAINT "article_i18n_lang_id_language_id_fk" FOREIGN KEY ("lang_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_product" ADD CONSTRAINT "article_product_article_id_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."article"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_product" ADD CONSTRAINT "article_product_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_i18n" ADD CONSTRAINT "news_i18n_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_i18n" ADD CONSTRAINT "news_i18n_lang_id_language_id_fk" FOREIGN KEY ("lang_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_cate_published_idx" ON "news" USING btree ("cate_id","published_at");