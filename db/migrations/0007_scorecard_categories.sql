-- The five scorecard categories and their weights (CONTRACT §6). Data, not schema: drizzle-kit cannot generate it.
-- Idempotent, so the lead may regenerate the schema migrations around it.
INSERT INTO "scorecard_categories" ("category_code", "category_name", "weight_percentage", "sort_order") VALUES
  ('quality', 'Quality', 40, 1),
  ('delivery', 'Delivery', 30, 2),
  ('communication', 'Communication', 15, 3),
  ('cost', 'Cost', 10, 4),
  ('improvement', 'Improvement', 5, 5)
ON CONFLICT ("category_code") DO NOTHING;
