CREATE TABLE "cost_sheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"version" integer NOT NULL,
	"is_current" boolean DEFAULT true NOT NULL,
	"material_cost" numeric(18, 4) NOT NULL,
	"machine_cost" numeric(18, 4) NOT NULL,
	"labor_cost" numeric(18, 4) NOT NULL,
	"overhead_cost" numeric(18, 4) NOT NULL,
	"total_cost" numeric(18, 4) NOT NULL,
	"selling_price" numeric(18, 4) NOT NULL,
	"margin_percentage" numeric(14, 2),
	"inputs" jsonb NOT NULL,
	"input_key" text NOT NULL,
	"sort_key" text NOT NULL,
	"changes" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "costing_rates" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"labor_rate_per_hour" numeric(10, 2) NOT NULL,
	"operators_per_press" numeric(6, 2) NOT NULL,
	"overhead_rate_per_hour" numeric(10, 2) NOT NULL,
	"default_machine_rate" numeric(10, 2) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "costing_rates_singleton" CHECK ("costing_rates"."id" = 1),
	CONSTRAINT "costing_rates_nonnegative" CHECK ("costing_rates"."labor_rate_per_hour" >= 0 AND "costing_rates"."operators_per_press" >= 0 AND "costing_rates"."overhead_rate_per_hour" >= 0 AND "costing_rates"."default_machine_rate" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_costing" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"machine_id" integer,
	"operators_per_press" numeric(6, 2),
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_costing_operators_nonnegative" CHECK ("product_costing"."operators_per_press" is null or "product_costing"."operators_per_press" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cost_sheets" ADD CONSTRAINT "cost_sheets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_sheets" ADD CONSTRAINT "cost_sheets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "costing_rates" ADD CONSTRAINT "costing_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_costing" ADD CONSTRAINT "product_costing_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_costing" ADD CONSTRAINT "product_costing_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cost_sheets_product_version_key" ON "cost_sheets" USING btree ("product_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "cost_sheets_current_key" ON "cost_sheets" USING btree ("product_id") WHERE "cost_sheets"."is_current";--> statement-breakpoint
CREATE INDEX "cost_sheets_current_sort_idx" ON "cost_sheets" USING btree ("sort_key","id") WHERE "cost_sheets"."is_current";--> statement-breakpoint
CREATE INDEX "product_costing_machine_idx" ON "product_costing" USING btree ("machine_id");