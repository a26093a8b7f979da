-- Issue 18: unit prices for the bill of quantities, per project (null: none set).
ALTER TABLE "projects" ADD COLUMN "unit_prices" jsonb;