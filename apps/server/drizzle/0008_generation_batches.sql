-- Issue 14: one request's variants run as one generator call (a batch, so the diversity filter
-- applies); each variant lists the selected objects it could not place, with the reason.
ALTER TABLE "generations" ADD COLUMN "batch" uuid;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "not_placed" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "generations_batch_idx" ON "generations" USING btree ("batch");