-- A version stores its plan once: the counts the history lists instead of the violations and
-- metrics at the write (the evaluation repeated them), and an evaluation only on the current one.
ALTER TABLE "plan_versions" ADD COLUMN "object_count" integer;--> statement-breakpoint
ALTER TABLE "plan_versions" ADD COLUMN "error_count" integer;--> statement-breakpoint
UPDATE "plan_versions" SET
  "object_count" = jsonb_array_length("plan" -> 'objects'),
  "error_count" = (SELECT count(*) FROM jsonb_array_elements("violations") AS v WHERE v ->> 'severity' = 'error');--> statement-breakpoint
UPDATE "plan_versions" AS pv SET "evaluation" = NULL
  FROM "projects" AS p
  WHERE pv."project_id" = p."id" AND pv."version" IS DISTINCT FROM p."plan_version" AND pv."evaluation" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_versions" ALTER COLUMN "object_count" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_versions" ALTER COLUMN "error_count" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_versions" DROP COLUMN "violations";--> statement-breakpoint
ALTER TABLE "plan_versions" DROP COLUMN "metrics";
