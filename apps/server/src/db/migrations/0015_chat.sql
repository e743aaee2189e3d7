CREATE TABLE "chat_conversation" (
	"id" serial PRIMARY KEY NOT NULL,
	"visitor_id" uuid NOT NULL,
	"user_id" integer,
	"lang_id" smallint DEFAULT 1 NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"status" varchar(12) DEFAULT 'assistant' NOT NULL,
	"agent_id" integer,
	"left_message_at" timestamp with time zone,
	"contact_email" varchar(254),
	"page_path" varchar(300),
	"page_spu_id" integer,
	"visitor_typing_at" timestamp with time zone,
	"visitor_read_seq" integer DEFAULT 0 NOT NULL,
	"agent_read_seq" integer DEFAULT 0 NOT NULL,
	"status_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_conversation_status" CHECK ("chat_conversation"."status" IN ('assistant', 'waiting', 'open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "chat_file" (
	"id" uuid PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"mime" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_message" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"type" smallint NOT NULL,
	"user_type" smallint NOT NULL,
	"body" text NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"client_msg_id" varchar(64),
	"staff_id" integer,
	"by_agent" boolean DEFAULT false NOT NULL,
	"file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_message_seq" UNIQUE("conversation_id","seq"),
	CONSTRAINT "chat_message_type" CHECK ("chat_message"."type" IN (1, 2, 9)),
	CONSTRAINT "chat_message_user_type" CHECK ("chat_message"."user_type" IN (1, 2))
);
--> statement-breakpoint
CREATE TABLE "chat_topic" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(40) NOT NULL,
	"action" varchar(12) DEFAULT 'answer' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "chat_topic_key_unique" UNIQUE("key"),
	CONSTRAINT "chat_topic_action" CHECK ("chat_topic"."action" IN ('answer', 'handoff'))
);
--> statement-breakpoint
CREATE TABLE "chat_topic_i18n" (
	"topic_id" integer NOT NULL,
	"lang_id" smallint NOT NULL,
	"label" varchar(80) NOT NULL,
	"answer" text NOT NULL,
	CONSTRAINT "chat_topic_i18n_topic_id_lang_id_pk" PRIMARY KEY("topic_id","lang_id")
);
--> statement-breakpoint
ALTER TABLE "staff_user" ADD COLUMN "chat_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_conversation" ADD CONSTRAINT "chat_conversation_visitor_id_visitor_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."visitor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversation" ADD CONSTRAINT "chat_conversation_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversation" ADD CONSTRAINT "chat_conversation_agent_id_staff_user_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversation" ADD CONSTRAINT "chat_conversation_page_spu_id_product_id_fk" FOREIGN KEY ("page_spu_id") REFERENCES "public"."product"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_file" ADD CONSTRAINT "chat_file_conversation_id_chat_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_conversation_id_chat_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_staff_id_staff_user_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_file_id_chat_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."chat_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_topic_i18n" ADD CONSTRAINT "chat_topic_i18n_topic_id_chat_topic_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."chat_topic"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_conversation_user_idx" ON "chat_conversation" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "chat_conversation_visitor_idx" ON "chat_conversation" USING btree ("visitor_id");--> statement-breakpoint
CREATE INDEX "chat_conversation_queue_idx" ON "chat_conversation" USING btree ("status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_message_client_id" ON "chat_message" USING btree ("conversation_id","client_msg_id");