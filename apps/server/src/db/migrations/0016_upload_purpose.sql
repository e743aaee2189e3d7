ALTER TABLE "upload" ALTER COLUMN "mime" SET DATA TYPE varchar(100);--> statement-breakpoint
ALTER TABLE "upload" ADD COLUMN "purpose" varchar(12) DEFAULT 'image' NOT NULL;--> statement-breakpoint
ALTER TABLE "upload" ADD COLUMN "name" varchar(120);--> statement-breakpoint
ALTER TABLE "upload" ADD CONSTRAINT "upload_purpose" CHECK ("upload"."purpose" IN ('image', 'review', 'question', 'inquiry'));