CREATE TABLE "invite" (
	"id" text PRIMARY KEY NOT NULL,
	"user_email" text NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"accepted" boolean DEFAULT false NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "invite_email_unique" ON "invite" USING btree ("user_email");--> statement-breakpoint
CREATE UNIQUE INDEX "invite_token_unique" ON "invite" USING btree ("token_hash");