CREATE TABLE "document_file" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"mime" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_file" ADD CONSTRAINT "document_file_document_id_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A document's file changes what buyers download: the public answer cache hears it like the
-- document's other tables (migration 0020).
CREATE TRIGGER catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON document_file FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed('all');
