ALTER TABLE "molds" ADD COLUMN "usage_window_shots" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "molds" ADD COLUMN "usage_window_end" date;--> statement-breakpoint
-- molds.usage_window_shots follows every change to mold_usage_records, per statement (a bulk insert is one update
-- per mold, a single record one small update): what enters or leaves the mold's window [end − 30, end] is added or
-- taken off. The window is read from the mold row being updated, so a record written while the daily refresh moves
-- the window (lib/molds/usage-window.ts, which locks the rows first) is counted against the window it lands in.
CREATE OR REPLACE FUNCTION mold_usage_window_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE molds m SET usage_window_shots = m.usage_window_shots - coalesce(
      (SELECT sum(o.shots_produced) FROM old_rows o WHERE o.mold_id = m.id AND o.date BETWEEN m.usage_window_end - 30 AND m.usage_window_end), 0)
    WHERE m.usage_window_end IS NOT NULL AND m.id IN (SELECT o.mold_id FROM old_rows o);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE molds m SET usage_window_shots = m.usage_window_shots + coalesce(
      (SELECT sum(n.shots_produced) FROM new_rows n WHERE n.mold_id = m.id AND n.date BETWEEN m.usage_window_end - 30 AND m.usage_window_end), 0)
    WHERE m.usage_window_end IS NOT NULL AND m.id IN (SELECT n.mold_id FROM new_rows n);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER mold_usage_window_insert AFTER INSERT ON mold_usage_records
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mold_usage_window_sync();--> statement-breakpoint
CREATE TRIGGER mold_usage_window_update AFTER UPDATE ON mold_usage_records
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mold_usage_window_sync();--> statement-breakpoint
CREATE TRIGGER mold_usage_window_delete AFTER DELETE ON mold_usage_records
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION mold_usage_window_sync();
