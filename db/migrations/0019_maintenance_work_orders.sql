CREATE TYPE "public"."maintenance_fix_code" AS ENUM('clean_and_polish', 'replace_pin', 'repair_cooling_line', 'weld_and_recut', 'replace_heater', 'replace_seal', 'adjust_slide', 'clean_vents', 'lubricate', 'replace_screw_barrel', 'inspect_only');--> statement-breakpoint
CREATE TYPE "public"."maintenance_issue_code" AS ENUM('flash', 'short_shot', 'worn_ejector_pin', 'water_leak', 'hot_runner_zone_fault', 'damaged_parting_line', 'stuck_slide', 'sink_marks', 'burn_marks', 'hydraulic_leak', 'heater_band_failure', 'screw_barrel_wear', 'none_found');--> statement-breakpoint
CREATE TYPE "public"."maintenance_asset_type" AS ENUM('mold', 'machine');--> statement-breakpoint
CREATE TYPE "public"."maintenance_priority" AS ENUM('high', 'medium', 'low');--> statement-breakpoint
CREATE TYPE "public"."maintenance_work_order_status" AS ENUM('open', 'in_progress', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."maintenance_trigger" AS ENUM('shots', 'days', 'hours', 'manual', 'breakdown');--> statement-breakpoint
CREATE TABLE "maintenance_sequences" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_work_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"maintenance_number" text NOT NULL,
	"asset_type" "maintenance_asset_type" NOT NULL,
	"asset_id" integer NOT NULL,
	"type" "maintenance_type" NOT NULL,
	"priority" "maintenance_priority" DEFAULT 'medium' NOT NULL,
	"status" "maintenance_work_order_status" DEFAULT 'open' NOT NULL,
	"trigger" "maintenance_trigger" DEFAULT 'manual' NOT NULL,
	"due_date" date NOT NULL,
	"description" text,
	"assigned_to_user_id" integer,
	"issue_code" "maintenance_issue_code",
	"fix_code" "maintenance_fix_code",
	"completed_date" date,
	"technician" text,
	"cost" numeric(14, 2),
	"notes" text,
	"maintenance_record_id" integer,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "molds" ADD COLUMN "maintenance_interval_days" integer;--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "maintenance_interval_hours" integer;--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "maintenance_interval_days" integer;--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "last_maintenance_date" date;--> statement-breakpoint
ALTER TABLE "maintenance_work_orders" ADD CONSTRAINT "maintenance_work_orders_assigned_to_user_id_users_id_fk" FOREIGN KEY ("assigned_to_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_work_orders" ADD CONSTRAINT "maintenance_work_orders_maintenance_record_id_mold_maintenance_records_id_fk" FOREIGN KEY ("maintenance_record_id") REFERENCES "public"."mold_maintenance_records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_work_orders" ADD CONSTRAINT "maintenance_work_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_work_orders_number_key" ON "maintenance_work_orders" USING btree ("maintenance_number");--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_work_orders_one_open_per_asset" ON "maintenance_work_orders" USING btree ("asset_type","asset_id") WHERE "maintenance_work_orders"."status" in ('open', 'in_progress');--> statement-breakpoint
CREATE INDEX "maintenance_work_orders_asset_idx" ON "maintenance_work_orders" USING btree ("asset_type","asset_id","id");--> statement-breakpoint
CREATE INDEX "maintenance_work_orders_status_id_idx" ON "maintenance_work_orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "maintenance_work_orders_number_trgm" ON "maintenance_work_orders" USING gin ("maintenance_number" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "maintenance_work_orders_open_due_idx" ON "maintenance_work_orders" USING btree ("due_date") WHERE "maintenance_work_orders"."status" in ('open', 'in_progress');