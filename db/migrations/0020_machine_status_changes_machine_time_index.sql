-- The maintenance forecast's running hours per press (lib/maintenance/raise.ts runningHoursByMachine): lead() over each
-- press's changes in time order reads them presorted, index only (custom: drizzle's index builder has no INCLUDE).
CREATE INDEX "machine_status_changes_machine_time_idx" ON "machine_status_changes" USING btree ("machine_id","changed_at","id") INCLUDE ("to_status");
