-- Issue 14: each variant lists the buildings its path network could not reach from the entrance.
ALTER TABLE "generations" ADD COLUMN "unreachable" jsonb DEFAULT '[]'::jsonb NOT NULL;