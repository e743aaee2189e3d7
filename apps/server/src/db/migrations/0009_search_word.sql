CREATE TABLE "search_word" (
	"word" varchar(100) PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_word_trgm_idx" ON "search_word" USING gin ("word" gin_trgm_ops);