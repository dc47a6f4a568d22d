CREATE TYPE "public"."sales_order_status" AS ENUM('draft', 'confirmed', 'partially_shipped', 'shipped', 'closed', 'cancelled');--> statement-breakpoint
CREATE TABLE "customer_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"title" text,
	"email" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_part_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"customer_part_number" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_order_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"line_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	CONSTRAINT "sales_order_allocations_positive" CHECK ("sales_order_allocations"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "sales_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"sales_order_id" integer NOT NULL,
	"line_number" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"quantity_shipped" numeric(18, 4) DEFAULT 0 NOT NULL,
	"quantity_allocated" numeric(18, 4) DEFAULT 0 NOT NULL,
	"unit_price" numeric(18, 4) DEFAULT 0 NOT NULL,
	"requested_date" date,
	"customer_part_number" text,
	"completed_date" date,
	CONSTRAINT "sales_order_lines_quantity_positive" CHECK ("sales_order_lines"."quantity" > 0),
	CONSTRAINT "sales_order_lines_shipped_range" CHECK ("sales_order_lines"."quantity_shipped" >= 0 and "sales_order_lines"."quantity_shipped" <= "sales_order_lines"."quantity"),
	CONSTRAINT "sales_order_lines_allocated_range" CHECK ("sales_order_lines"."quantity_allocated" >= 0 and "sales_order_lines"."quantity_allocated" <= "sales_order_lines"."quantity" - "sales_order_lines"."quantity_shipped")
);
--> statement-breakpoint
CREATE TABLE "sales_order_sequences" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"customer_id" integer NOT NULL,
	"customer_po" text,
	"order_date" date NOT NULL,
	"requested_date" date,
	"ship_to_address" text,
	"notes" text,
	"status" "sales_order_status" DEFAULT 'draft' NOT NULL,
	"subtotal" numeric(18, 4) DEFAULT 0 NOT NULL,
	"confirmed_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"lots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"movement_id" integer,
	CONSTRAINT "shipment_lines_quantity_positive" CHECK ("shipment_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "shipment_sequences" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_number" text NOT NULL,
	"sales_order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"ship_date" date NOT NULL,
	"carrier" text,
	"tracking_number" text,
	"ship_to_address" text,
	"value" numeric(18, 4) DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "sales_order_id" integer;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "sales_order_line_id" integer;--> statement-breakpoint
ALTER TABLE "customer_contacts" ADD CONSTRAINT "customer_contacts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_locations" ADD CONSTRAINT "customer_locations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_part_numbers" ADD CONSTRAINT "customer_part_numbers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_part_numbers" ADD CONSTRAINT "customer_part_numbers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_allocations" ADD CONSTRAINT "sales_order_allocations_line_id_sales_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."sales_order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_allocations" ADD CONSTRAINT "sales_order_allocations_lot_id_stock_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."stock_lots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD CONSTRAINT "sales_order_lines_sales_order_id_sales_orders_id_fk" FOREIGN KEY ("sales_order_id") REFERENCES "public"."sales_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD CONSTRAINT "sales_order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_line_id_sales_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."sales_order_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_sales_order_id_sales_orders_id_fk" FOREIGN KEY ("sales_order_id") REFERENCES "public"."sales_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_contacts_customer_idx" ON "customer_contacts" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "customer_locations_customer_idx" ON "customer_locations" USING btree ("customer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_part_numbers_number_key" ON "customer_part_numbers" USING btree ("customer_id",lower("customer_part_number"));--> statement-breakpoint
CREATE UNIQUE INDEX "customer_part_numbers_product_key" ON "customer_part_numbers" USING btree ("customer_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_order_allocations_line_lot_key" ON "sales_order_allocations" USING btree ("line_id","lot_id");--> statement-breakpoint
CREATE INDEX "sales_order_allocations_lot_idx" ON "sales_order_allocations" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "sales_order_lines_order_idx" ON "sales_order_lines" USING btree ("sales_order_id","line_number");--> statement-breakpoint
CREATE INDEX "sales_order_lines_product_idx" ON "sales_order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_orders_number_key" ON "sales_orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "sales_orders_status_id_idx" ON "sales_orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "sales_orders_customer_idx" ON "sales_orders" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "sales_orders_order_date_idx" ON "sales_orders" USING btree ("order_date","id");--> statement-breakpoint
CREATE INDEX "sales_orders_number_trgm" ON "sales_orders" USING gin ("order_number" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "sales_orders_number_prefix_idx" ON "sales_orders" USING btree ("order_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sales_orders_po_trgm" ON "sales_orders" USING gin ("customer_po" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "shipment_lines_shipment_idx" ON "shipment_lines" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "shipment_lines_line_idx" ON "shipment_lines" USING btree ("line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_number_key" ON "shipments" USING btree ("shipment_number");--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("sales_order_id");--> statement-breakpoint
CREATE INDEX "shipments_customer_date_idx" ON "shipments" USING btree ("customer_id","ship_date");--> statement-breakpoint
CREATE INDEX "shipments_ship_date_idx" ON "shipments" USING btree ("ship_date","id");--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_sales_order_id_sales_orders_id_fk" FOREIGN KEY ("sales_order_id") REFERENCES "public"."sales_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_sales_order_line_id_sales_order_lines_id_fk" FOREIGN KEY ("sales_order_line_id") REFERENCES "public"."sales_order_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_orders_sales_order_line_idx" ON "work_orders" USING btree ("sales_order_line_id") WHERE "work_orders"."sales_order_line_id" is not null;--> statement-breakpoint
CREATE INDEX "work_orders_sales_order_idx" ON "work_orders" USING btree ("sales_order_id") WHERE "work_orders"."sales_order_id" is not null;