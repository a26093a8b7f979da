CREATE TABLE "generations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "generations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"name" text NOT NULL,
	"is_favorite" boolean DEFAULT false NOT NULL,
	"rating" integer,
	"seed" bigint NOT NULL,
	"params" jsonb NOT NULL,
	"plan" jsonb,
	"score" double precision,
	"score_breakdown" jsonb,
	"violations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"metrics" jsonb,
	"duration_ms" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "generations_status_check" CHECK ("generations"."status" in ('queued', 'running', 'succeeded', 'failed')),
	CONSTRAINT "generations_rating_check" CHECK ("generations"."rating" is null or "generations"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generations_project_created_idx" ON "generations" USING btree ("project_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "generations_status_idx" ON "generations" USING btree ("status");