DROP INDEX "chat_message_client_id";--> statement-breakpoint
CREATE UNIQUE INDEX "chat_message_client_id" ON "chat_message" USING btree ("conversation_id","user_type","client_msg_id");--> statement-breakpoint
-- Agents' replies were kept apart by a "staff:" prefix, which a visitor could send too (issue 25): the index now separates the sides, so the prefix goes.
UPDATE "chat_message" SET "client_msg_id" = substr("client_msg_id", 7) WHERE "user_type" = 2 AND "client_msg_id" LIKE 'staff:%';
