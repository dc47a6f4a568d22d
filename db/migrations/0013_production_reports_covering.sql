-- Custom SQL (drizzle cannot write INCLUDE): today's reports of every press for the shop floor (efficiency =
-- good ÷ all parts, the latest operator) as an index-only range scan on reported_at.
CREATE INDEX IF NOT EXISTS "production_reports_time_idx" ON "production_reports" USING btree ("reported_at", "machine_id") INCLUDE ("good_parts", "scrap_parts", "operator");
