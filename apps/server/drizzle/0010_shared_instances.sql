-- Issue 17: state several instances on one database share: job leases on generations, shared rate
-- windows (login throttles, message rates) and the one-answer-at-a-time hold of the assistant.
CREATE TABLE "assistant_turns" (
	"owner_id" integer PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "assistant_turns" ADD CONSTRAINT "assistant_turns_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_windows_ends_at_idx" ON "rate_windows" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "generations_owner_started_idx" ON "generations" USING btree ("owner_id","started_at");