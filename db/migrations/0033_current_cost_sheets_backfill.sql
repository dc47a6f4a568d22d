-- Which version of a cost sheet is current moves out of cost_sheets (is_current) into current_cost_sheets (see
-- db/schema/costing.ts). Half of each page stays free, so the in-place change on a new version is a HOT update.
ALTER TABLE "current_cost_sheets" SET (fillfactor = 50);--> statement-breakpoint
INSERT INTO "current_cost_sheets" ("product_id", "sheet_id", "version", "input_key", "material_cost", "total_cost", "selling_price", "margin_percentage", "sort_key")
SELECT "product_id", "id", "version", "input_key", "material_cost", "total_cost", "selling_price", "margin_percentage", "sort_key"
  FROM "cost_sheets" WHERE "is_current";
--> statement-breakpoint
ANALYZE "current_cost_sheets";
