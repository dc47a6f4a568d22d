CREATE TYPE "public"."stock_movement_type" AS ENUM('receipt', 'issue', 'transfer', 'adjustment');--> statement-breakpoint
CREATE TABLE "stock_balances" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"quantity_on_hand" numeric(18, 4) DEFAULT 0 NOT NULL,
	"quantity_allocated" numeric(18, 4) DEFAULT 0 NOT NULL,
	"location_count" integer DEFAULT 0 NOT NULL,
	"total_cost" numeric(18, 4) DEFAULT 0 NOT NULL,
	"last_movement_at" timestamp with time zone,
	"reorder_level" numeric(18, 4) DEFAULT 0 NOT NULL,
	"standard_cost" numeric(18, 4) DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"stock_status" text GENERATED ALWAYS AS (case when quantity_on_hand <= 0 then 'out_of_stock' when quantity_on_hand - quantity_allocated <= reorder_level then 'low_stock' else 'in_stock' end) STORED,
	CONSTRAINT "stock_balances_on_hand_nonneg" CHECK ("stock_balances"."quantity_on_hand" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"movement_type" "stock_movement_type" NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"from_location_id" integer,
	"to_location_id" integer,
	"lot_id" integer,
	"lots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unit_cost" numeric(18, 4),
	"balance_after" numeric(18, 4) NOT NULL,
	"reference" text,
	"reason" text,
	"notes" text,
	"movement_date" date NOT NULL,
	"idempotency_key" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_quantity_nonzero" CHECK ("stock_movements"."quantity" <> 0)
);
--> statement-breakpoint
ALTER TABLE "stock_lots" ADD COLUMN "unit_cost" numeric(18, 4);--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_from_location_id_storage_locations_id_fk" FOREIGN KEY ("from_location_id") REFERENCES "public"."storage_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_to_location_id_storage_locations_id_fk" FOREIGN KEY ("to_location_id") REFERENCES "public"."storage_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_lot_id_stock_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."stock_lots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_balances_status_idx" ON "stock_balances" USING btree ("stock_status") WHERE "stock_balances"."is_active";--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_movements_idempotency_key_unique" ON "stock_movements" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "products_active_code_idx" ON "products" USING btree (lower("product_code")) WHERE "products"."is_active";