CREATE TYPE "public"."ca_category" AS ENUM('quality', 'delivery', 'communication', 'cost', 'improvement', 'other');--> statement-breakpoint
CREATE TYPE "public"."ca_severity" AS ENUM('minor', 'major', 'critical');--> statement-breakpoint
CREATE TYPE "public"."ca_status" AS ENUM('open', 'in_progress', 'closed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."metric_type" AS ENUM('defect_rate_ppm', 'first_pass_yield', 'on_time_delivery', 'complete_shipment_rate', 'response_time', 'document_accuracy', 'price_variance', 'invoice_accuracy', 'improvement_projects', 'cost_reduction');--> statement-breakpoint
CREATE TYPE "public"."quality_rating" AS ENUM('A', 'B', 'C', 'D', 'F');--> statement-breakpoint
CREATE TYPE "public"."rating_category" AS ENUM('preferred', 'approved', 'conditional', 'at_risk');--> statement-breakpoint
CREATE TYPE "public"."scorecard_category_code" AS ENUM('quality', 'delivery', 'communication', 'cost', 'improvement');--> statement-breakpoint
CREATE TYPE "public"."supplier_status" AS ENUM('active', 'inactive', 'suspended');--> statement-breakpoint
CREATE TYPE "public"."trend_direction" AS ENUM('up', 'down', 'stable');--> statement-breakpoint
CREATE TABLE "corrective_action_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corrective_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"action_number" text NOT NULL,
	"issue_description" text NOT NULL,
	"severity" "ca_severity" DEFAULT 'minor' NOT NULL,
	"category" "ca_category" DEFAULT 'quality' NOT NULL,
	"status" "ca_status" DEFAULT 'open' NOT NULL,
	"date_opened" date NOT NULL,
	"due_date" date NOT NULL,
	"date_closed" date,
	"resolution_notes" text,
	"assigned_user_id" integer,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scorecard_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_code" "scorecard_category_code" NOT NULL,
	"category_name" text NOT NULL,
	"weight_percentage" numeric(5, 2) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_metrics" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"review_period" date NOT NULL,
	"scorecard_category_id" integer NOT NULL,
	"metric_type" "metric_type" NOT NULL,
	"metric_name" text NOT NULL,
	"target_value" numeric(18, 4),
	"actual_value" numeric(18, 4) NOT NULL,
	"unit_of_measure" text,
	"notes" text,
	"score" numeric(7, 4) NOT NULL,
	"recorded_on" date NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_scorecard_periods" (
	"supplier_id" integer NOT NULL,
	"review_period" date NOT NULL,
	"quality_score" numeric(5, 2),
	"delivery_score" numeric(5, 2),
	"communication_score" numeric(5, 2),
	"cost_score" numeric(5, 2),
	"improvement_score" numeric(5, 2),
	"overall_score" numeric(5, 2),
	"rating_category" "rating_category",
	"metric_count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_scorecard_periods_pk" PRIMARY KEY("supplier_id","review_period")
);
--> statement-breakpoint
CREATE TABLE "supplier_scorecards" (
	"supplier_id" integer PRIMARY KEY NOT NULL,
	"review_period" date NOT NULL,
	"quality_score" numeric(5, 2),
	"delivery_score" numeric(5, 2),
	"communication_score" numeric(5, 2),
	"cost_score" numeric(5, 2),
	"improvement_score" numeric(5, 2),
	"overall_score" numeric(5, 2),
	"rating_category" "rating_category",
	"previous_overall_score" numeric(5, 2),
	"trend_direction" "trend_direction",
	"last_review_date" date NOT NULL,
	"next_review_date" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_code" text NOT NULL,
	"company_name" text NOT NULL,
	"dba_name" text,
	"contact_person" text,
	"email" text,
	"phone" text,
	"mobile" text,
	"billing_address" text,
	"shipping_address" text,
	"city" text,
	"state" text,
	"postal_code" text,
	"country" text DEFAULT 'USA' NOT NULL,
	"tax_id" text,
	"payment_terms" text DEFAULT 'Net 30' NOT NULL,
	"lead_time_days" integer,
	"minimum_order_value" numeric(18, 2),
	"credit_limit" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"quality_rating" "quality_rating",
	"status" "supplier_status" DEFAULT 'active' NOT NULL,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(supplier_code || chr(1) || company_name || chr(1) || coalesce(email, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_metrics" ADD CONSTRAINT "supplier_metrics_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_metrics" ADD CONSTRAINT "supplier_metrics_scorecard_category_id_scorecard_categories_id_fk" FOREIGN KEY ("scorecard_category_id") REFERENCES "public"."scorecard_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_metrics" ADD CONSTRAINT "supplier_metrics_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_scorecard_periods" ADD CONSTRAINT "supplier_scorecard_periods_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_scorecards" ADD CONSTRAINT "supplier_scorecards_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "corrective_actions_number_unique" ON "corrective_actions" USING btree ("action_number");--> statement-breakpoint
CREATE INDEX "corrective_actions_supplier_idx" ON "corrective_actions" USING btree ("supplier_id","id");--> statement-breakpoint
CREATE INDEX "corrective_actions_open_supplier_idx" ON "corrective_actions" USING btree ("supplier_id") WHERE "corrective_actions"."status" in ('open', 'in_progress');--> statement-breakpoint
CREATE INDEX "corrective_actions_open_due_idx" ON "corrective_actions" USING btree ("due_date") WHERE "corrective_actions"."status" in ('open', 'in_progress');--> statement-breakpoint
CREATE INDEX "corrective_actions_critical_due_idx" ON "corrective_actions" USING btree ("due_date") WHERE "corrective_actions"."severity" = 'critical' and "corrective_actions"."status" in ('open', 'in_progress');--> statement-breakpoint
CREATE UNIQUE INDEX "scorecard_categories_code_unique" ON "scorecard_categories" USING btree ("category_code");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_metrics_period_type_unique" ON "supplier_metrics" USING btree ("supplier_id","review_period","metric_type");--> statement-breakpoint
CREATE INDEX "supplier_scorecards_rating_idx" ON "supplier_scorecards" USING btree ("rating_category");--> statement-breakpoint
CREATE INDEX "supplier_scorecards_overall_idx" ON "supplier_scorecards" USING btree ("overall_score");--> statement-breakpoint
CREATE INDEX "supplier_scorecards_next_review_idx" ON "supplier_scorecards" USING btree ("next_review_date");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_code_lower_unique" ON "suppliers" USING btree (lower("supplier_code"));--> statement-breakpoint
CREATE INDEX "suppliers_company_lower_idx" ON "suppliers" USING btree (lower("company_name"),"id");--> statement-breakpoint
CREATE INDEX "suppliers_search_text_trgm" ON "suppliers" USING gin ("search_text" gin_trgm_ops);