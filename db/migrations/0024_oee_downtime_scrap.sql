CREATE TYPE "public"."downtime_category" AS ENUM('planned', 'unplanned');--> statement-breakpoint
CREATE TYPE "public"."downtime_reason" AS ENUM('mold_change', 'preventive_maintenance', 'color_change', 'no_order', 'break', 'machine_failure', 'mold_failure', 'material_shortage', 'quality_hold', 'no_operator', 'utilities');--> statement-breakpoint
CREATE TYPE "public"."scrap_reason" AS ENUM('short_shot', 'flash', 'sink_mark', 'splay', 'burn_mark', 'warp', 'contamination', 'dimensional', 'color', 'other');--> statement-breakpoint
CREATE TABLE "downtime_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"machine_id" integer NOT NULL,
	"reason_code" "downtime_reason" NOT NULL,
	"category" "downtime_category" NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"notes" text,
	"previous_status" "machine_status",
	"created_by" integer,
	"closed_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "downtime_events_ends_after_start" CHECK ("downtime_events"."ended_at" is null or "downtime_events"."ended_at" > "downtime_events"."started_at")
);
--> statement-breakpoint
CREATE TABLE "oee_downtime_daily" (
	"machine_id" integer NOT NULL,
	"day" date NOT NULL,
	"reason_code" "downtime_reason" NOT NULL,
	"category" "downtime_category" NOT NULL,
	"duration_ms" bigint DEFAULT 0 NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "oee_downtime_daily_machine_id_day_reason_code_pk" PRIMARY KEY("machine_id","day","reason_code")
);
--> statement-breakpoint
CREATE TABLE "oee_press_daily" (
	"machine_id" integer NOT NULL,
	"day" date NOT NULL,
	"planned_ms" bigint DEFAULT 0 NOT NULL,
	"unplanned_ms" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "oee_press_daily_machine_id_day_pk" PRIMARY KEY("machine_id","day")
);
--> statement-breakpoint
CREATE TABLE "oee_production_daily" (
	"machine_id" integer NOT NULL,
	"day" date NOT NULL,
	"mold_id" integer NOT NULL,
	"shots" bigint DEFAULT 0 NOT NULL,
	"ideal_seconds" numeric(20, 4) DEFAULT 0 NOT NULL,
	"good_parts" bigint DEFAULT 0 NOT NULL,
	"scrap_parts" bigint DEFAULT 0 NOT NULL,
	"reports" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "oee_production_daily_machine_id_day_mold_id_pk" PRIMARY KEY("machine_id","day","mold_id")
);
--> statement-breakpoint
CREATE TABLE "oee_scrap_daily" (
	"machine_id" integer NOT NULL,
	"day" date NOT NULL,
	"mold_id" integer NOT NULL,
	"reason_code" "scrap_reason" NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "oee_scrap_daily_machine_id_day_mold_id_reason_code_pk" PRIMARY KEY("machine_id","day","mold_id","reason_code")
);
--> statement-breakpoint
CREATE TABLE "production_report_scrap" (
	"report_id" integer NOT NULL,
	"reason_code" "scrap_reason" NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "production_report_scrap_report_id_reason_code_pk" PRIMARY KEY("report_id","reason_code"),
	CONSTRAINT "production_report_scrap_quantity_positive" CHECK ("production_report_scrap"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "downtime_events" ADD CONSTRAINT "downtime_events_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downtime_events" ADD CONSTRAINT "downtime_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downtime_events" ADD CONSTRAINT "downtime_events_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oee_downtime_daily" ADD CONSTRAINT "oee_downtime_daily_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oee_press_daily" ADD CONSTRAINT "oee_press_daily_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oee_production_daily" ADD CONSTRAINT "oee_production_daily_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oee_production_daily" ADD CONSTRAINT "oee_production_daily_mold_id_molds_id_fk" FOREIGN KEY ("mold_id") REFERENCES "public"."molds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oee_scrap_daily" ADD CONSTRAINT "oee_scrap_daily_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oee_scrap_daily" ADD CONSTRAINT "oee_scrap_daily_mold_id_molds_id_fk" FOREIGN KEY ("mold_id") REFERENCES "public"."molds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_report_scrap" ADD CONSTRAINT "production_report_scrap_report_id_production_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."production_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "downtime_events_machine_time_idx" ON "downtime_events" USING btree ("machine_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "downtime_events_one_open_key" ON "downtime_events" USING btree ("machine_id") WHERE "downtime_events"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "oee_downtime_daily_day_idx" ON "oee_downtime_daily" USING btree ("day","machine_id");--> statement-breakpoint
CREATE INDEX "oee_press_daily_day_idx" ON "oee_press_daily" USING btree ("day","machine_id");--> statement-breakpoint
CREATE INDEX "oee_production_daily_day_idx" ON "oee_production_daily" USING btree ("day","machine_id");--> statement-breakpoint
CREATE INDEX "oee_scrap_daily_day_idx" ON "oee_scrap_daily" USING btree ("day");