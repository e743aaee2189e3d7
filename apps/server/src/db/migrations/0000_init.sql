CREATE TABLE "country" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" char(2) NOT NULL,
	"default_lang_id" smallint NOT NULL,
	"currency_id" integer NOT NULL,
	"phone_code" varchar(8) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "country_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "country_i18n" (
	"country_id" integer NOT NULL,
	"lang_id" smallint NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "country_i18n_country_id_lang_id_pk" PRIMARY KEY("country_id","lang_id")
);
--> statement-breakpoint
CREATE TABLE "currency" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" char(3) NOT NULL,
	"symbol" varchar(8) NOT NULL,
	"minor_units" smallint NOT NULL,
	"rate" numeric(18, 8) NOT NULL,
	"is_base" boolean DEFAULT false NOT NULL,
	CONSTRAINT "currency_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "dict_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(40) NOT NULL,
	"value" varchar(40) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "dict_item_type_value" UNIQUE("type","value")
);
--> statement-breakpoint
CREATE TABLE "dict_item_i18n" (
	"dict_item_id" integer NOT NULL,
	"lang_id" smallint NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "dict_item_i18n_dict_item_id_lang_id_pk" PRIMARY KEY("dict_item_id","lang_id")
);
--> statement-breakpoint
CREATE TABLE "language" (
	"id" smallint PRIMARY KEY NOT NULL,
	"short_name" varchar(10) NOT NULL,
	"name" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "language_short_name_unique" UNIQUE("short_name")
);
--> statement-breakpoint
CREATE TABLE "region" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"code" varchar(12) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "region_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "region_i18n" (
	"region_id" integer NOT NULL,
	"lang_id" smallint NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "region_i18n_region_id_lang_id_pk" PRIMARY KEY("region_id","lang_id")
);
--> statement-breakpoint
CREATE TABLE "site_setting" (
	"key" varchar(60) PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_text" (
	"key" varchar(60) NOT NULL,
	"lang_id" smallint NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "site_text_key_lang_id_pk" PRIMARY KEY("key","lang_id")
);
--> statement-breakpoint
CREATE TABLE "visitor" (
	"id" uuid PRIMARY KEY NOT NULL,
	"country_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "country" ADD CONSTRAINT "country_default_lang_id_language_id_fk" FOREIGN KEY ("default_lang_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country" ADD CONSTRAINT "country_currency_id_currency_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currency"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_i18n" ADD CONSTRAINT "country_i18n_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_i18n" ADD CONSTRAINT "country_i18n_lang_id_language_id_fk" FOREIGN KEY ("lang_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dict_item_i18n" ADD CONSTRAINT "dict_item_i18n_dict_item_id_dict_item_id_fk" FOREIGN KEY ("dict_item_id") REFERENCES "public"."dict_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dict_item_i18n" ADD CONSTRAINT "dict_item_i18n_lang_id_language_id_fk" FOREIGN KEY ("lang_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region" ADD CONSTRAINT "region_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_i18n" ADD CONSTRAINT "region_i18n_region_id_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."region"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_i18n" ADD CONSTRAINT "region_i18n_lang_id_language_id_fk" FOREIGN KEY ("lang_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_text" ADD CONSTRAINT "site_text_lang_id_language_id_fk" FOREIGN KEY ("lang_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor" ADD CONSTRAINT "visitor_country_id_country_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."country"("id") ON DELETE no action ON UPDATE no action;