CREATE TYPE "public"."work_order_priority" AS ENUM('high', 'medium', 'low');--> statement-breakpoint
CREATE TYPE "public"."work_order_status" AS ENUM('scheduled', 'in_progress', 'completed', 'delayed', 'pending');--> statement-breakpoint
CREATE TABLE "machine_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"machine_id" integer NOT NULL,
	"from_status" "machine_status",
	"to_status" "machine_status" NOT NULL,
	"work_order_id" integer,
	"reason" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" integer
);
--> statement-breakpoint
CREATE TABLE "production_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_order_id" integer NOT NULL,
	"machine_id" integer,
	"shots" integer NOT NULL,
	"good_parts" integer NOT NULL,
	"scrap_parts" integer DEFAULT 0 NOT NULL,
	"operator" text,
	"notes" text,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "production_reports_shots_positive" CHECK ("production_reports"."shots" > 0),
	CONSTRAINT "production_reports_parts_nonnegative" CHECK ("production_reports"."good_parts" >= 0 and "production_reports"."scrap_parts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "work_order_sequences" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_order_status_counts" (
	"status" "work_order_status" PRIMARY KEY NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	"efficiency_sum" numeric(20, 6) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_order_number" text NOT NULL,
	"product_id" integer NOT NULL,
	"mold_id" integer NOT NULL,
	"machine_id" integer,
	"quantity_planned" integer NOT NULL,
	"quantity_completed" integer DEFAULT 0 NOT NULL,
	"quantity_scrap" integer DEFAULT 0 NOT NULL,
	"shots_total" bigint DEFAULT 0 NOT NULL,
	"status" "work_order_status" DEFAULT 'scheduled' NOT NULL,
	"priority" "work_order_priority" DEFAULT 'medium' NOT NULL,
	"target_date" date NOT NULL,
	"cycle_time_seconds" numeric(10, 2),
	"cavity_count" integer DEFAULT 1 NOT NULL,
	"notes" text,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_orders_quantity_planned_positive" CHECK ("work_orders"."quantity_planned" > 0),
	CONSTRAINT "work_orders_quantity_completed_nonnegative" CHECK ("work_orders"."quantity_completed" >= 0)
);
--> statement-breakpoint
ALTER TABLE "machine_status_changes" ADD CONSTRAINT "machine_status_changes_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_status_changes" ADD CONSTRAINT "machine_status_changes_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_status_changes" ADD CONSTRAINT "machine_status_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_reports" ADD CONSTRAINT "production_reports_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_reports" ADD CONSTRAINT "production_reports_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_reports" ADD CONSTRAINT "production_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_mold_id_molds_id_fk" FOREIGN KEY ("mold_id") REFERENCES "public"."molds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "machine_status_changes_time_idx" ON "machine_status_changes" USING btree ("changed_at","machine_id");--> statement-breakpoint
CREATE INDEX "production_reports_work_order_idx" ON "production_reports" USING btree ("work_order_id","reported_at");--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_number_key" ON "work_orders" USING btree ("work_order_number");--> statement-breakpoint
CREATE INDEX "work_orders_status_id_idx" ON "work_orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "work_orders_completed_at_idx" ON "work_orders" USING btree ("completed_at") WHERE "work_orders"."status" = 'completed';--> statement-breakpoint
CREATE INDEX "work_orders_in_progress_idx" ON "work_orders" USING btree ("machine_id","started_at") WHERE "work_orders"."status" = 'in_progress';--> statement-breakpoint
CREATE INDEX "work_orders_product_idx" ON "work_orders" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "work_orders_mold_idx" ON "work_orders" USING btree ("mold_id");--> statement-breakpoint
CREATE INDEX "work_orders_number_trgm" ON "work_orders" USING gin ("work_order_number" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "work_orders_number_prefix_idx" ON "work_orders" USING btree ("work_order_number" text_pattern_ops);