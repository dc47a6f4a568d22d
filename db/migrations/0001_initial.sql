CREATE TYPE "public"."user_role" AS ENUM('Admin', 'Manager', 'Purchasing', 'Quality', 'Production', 'Planning', 'Sales', 'Viewer');--> statement-breakpoint
CREATE TYPE "public"."party_status" AS ENUM('active', 'inactive', 'suspended');--> statement-breakpoint
CREATE TYPE "public"."maintenance_type" AS ENUM('preventive', 'corrective', 'repair', 'cleaning', 'inspection');--> statement-breakpoint
CREATE TYPE "public"."mold_ownership" AS ENUM('company_owned', 'customer_owned', 'leased');--> statement-breakpoint
CREATE TYPE "public"."mold_status" AS ENUM('active', 'maintenance', 'inactive');--> statement-breakpoint
CREATE TYPE "public"."bom_operation" AS ENUM('molding', 'assembly', 'inspection', 'packaging');--> statement-breakpoint
CREATE TYPE "public"."bom_type" AS ENUM('material', 'assembly');--> statement-breakpoint
CREATE TYPE "public"."location_type" AS ENUM('warehouse', 'production_floor', 'other');--> statement-breakpoint
CREATE TYPE "public"."product_type" AS ENUM('finished_good', 'semi_finished', 'component', 'raw_material', 'packaging', 'consumable');--> statement-breakpoint
CREATE TYPE "public"."unit_of_measure" AS ENUM('ea', 'pcs', 'kg', 'g', 'lb', 'm', 'ft', 'l', 'gal', 'box', 'pallet', 'set');--> statement-breakpoint
CREATE SEQUENCE "public"."customer_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "api_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"throttle_key" text NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" "user_role" DEFAULT 'Viewer' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_code" text NOT NULL,
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
	"payment_terms_text" text DEFAULT 'Net 30' NOT NULL,
	"credit_limit" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"status" "party_status" DEFAULT 'active' NOT NULL,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mold_maintenance_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"mold_id" integer NOT NULL,
	"date" date NOT NULL,
	"type" "maintenance_type" NOT NULL,
	"description" text,
	"technician" text,
	"cost" numeric(14, 2) DEFAULT 0 NOT NULL,
	"resets_counter" boolean DEFAULT true NOT NULL,
	"shots_at_maintenance" bigint DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mold_usage_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"mold_id" integer NOT NULL,
	"date" date NOT NULL,
	"work_order" text,
	"product" text,
	"shots_produced" integer NOT NULL,
	"machine" text,
	"operator" text,
	"defect_rate" numeric(7, 4),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "molds" (
	"id" serial PRIMARY KEY NOT NULL,
	"mold_code" text NOT NULL,
	"mold_name" text NOT NULL,
	"description" text,
	"ownership" "mold_ownership" NOT NULL,
	"cavity_count" integer NOT NULL,
	"status" "mold_status" DEFAULT 'active' NOT NULL,
	"customer_id" integer,
	"storage_location" text,
	"maintenance_interval_shots" integer,
	"purchase_date" date,
	"total_shots_lifetime" bigint DEFAULT 0 NOT NULL,
	"shots_since_maintenance" bigint DEFAULT 0 NOT NULL,
	"last_maintenance_date" date,
	"next_maintenance_due" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bom_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"bom_id" integer NOT NULL,
	"item_type" text DEFAULT 'product' NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"unit" "unit_of_measure" DEFAULT 'pcs' NOT NULL,
	"scrap_percentage" numeric(7, 4) DEFAULT 0 NOT NULL,
	"operation" "bom_operation" DEFAULT 'assembly' NOT NULL,
	"notes" text,
	"sequence" integer NOT NULL,
	CONSTRAINT "bom_items_quantity_positive" CHECK ("bom_items"."quantity" > 0),
	CONSTRAINT "bom_items_scrap_range" CHECK ("bom_items"."scrap_percentage" >= 0 AND "bom_items"."scrap_percentage" <= 100)
);
--> statement-breakpoint
CREATE TABLE "boms" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"bom_type" "bom_type" DEFAULT 'material' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_code" text NOT NULL,
	"product_name" text NOT NULL,
	"description" text,
	"category" text,
	"product_type" "product_type" DEFAULT 'finished_good' NOT NULL,
	"unit" "unit_of_measure" DEFAULT 'ea' NOT NULL,
	"color" text,
	"material_type" text,
	"weight_grams" numeric(18, 4),
	"cavity_count" integer,
	"cycle_time_seconds" numeric(18, 4),
	"parts_per_cycle" integer,
	"standard_cost" numeric(18, 4) DEFAULT 0 NOT NULL,
	"selling_price" numeric(18, 4) DEFAULT 0 NOT NULL,
	"reorder_level" numeric(18, 4) DEFAULT 0 NOT NULL,
	"reorder_quantity" numeric(18, 4) DEFAULT 0 NOT NULL,
	"min_stock_level" numeric(18, 4) DEFAULT 0 NOT NULL,
	"max_stock_level" numeric(18, 4),
	"storage_location" text,
	"bin_location" text,
	"drawing_number" text,
	"revision" text,
	"specifications" text,
	"quality_standards" text,
	"notes" text,
	"customer_id" integer,
	"mold_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"lot_number" text,
	"received_date" date NOT NULL,
	"quantity_on_hand" numeric(18, 4) DEFAULT 0 NOT NULL,
	"quantity_allocated" numeric(18, 4) DEFAULT 0 NOT NULL,
	"last_transaction_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_lots_on_hand_nonneg" CHECK ("stock_lots"."quantity_on_hand" >= 0),
	CONSTRAINT "stock_lots_allocated_range" CHECK ("stock_lots"."quantity_allocated" >= 0 AND "stock_lots"."quantity_allocated" <= "stock_lots"."quantity_on_hand")
);
--> statement-breakpoint
CREATE TABLE "storage_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_code" text NOT NULL,
	"location_name" text NOT NULL,
	"location_type" "location_type" DEFAULT 'warehouse' NOT NULL,
	"aisle" text,
	"rack" text,
	"shelf" text,
	"bin" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mold_maintenance_records" ADD CONSTRAINT "mold_maintenance_records_mold_id_molds_id_fk" FOREIGN KEY ("mold_id") REFERENCES "public"."molds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mold_maintenance_records" ADD CONSTRAINT "mold_maintenance_records_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mold_usage_records" ADD CONSTRAINT "mold_usage_records_mold_id_molds_id_fk" FOREIGN KEY ("mold_id") REFERENCES "public"."molds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mold_usage_records" ADD CONSTRAINT "mold_usage_records_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "molds" ADD CONSTRAINT "molds_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bom_items" ADD CONSTRAINT "bom_items_bom_id_boms_id_fk" FOREIGN KEY ("bom_id") REFERENCES "public"."boms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bom_items" ADD CONSTRAINT "bom_items_item_id_products_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boms" ADD CONSTRAINT "boms_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boms" ADD CONSTRAINT "boms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_mold_id_molds_id_fk" FOREIGN KEY ("mold_id") REFERENCES "public"."molds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_lots" ADD CONSTRAINT "stock_lots_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_lots" ADD CONSTRAINT "stock_lots_location_id_storage_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."storage_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_hash_unique" ON "api_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "api_tokens_user_idx" ON "api_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "login_attempts_key_at_idx" ON "login_attempts" USING btree ("throttle_key","attempted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_code_unique" ON "customers" USING btree ("customer_code");--> statement-breakpoint
CREATE INDEX "customers_status_idx" ON "customers" USING btree ("status");--> statement-breakpoint
CREATE INDEX "customers_code_trgm" ON "customers" USING gin ("customer_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_company_trgm" ON "customers" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_email_trgm" ON "customers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_contact_trgm" ON "customers" USING gin ("contact_person" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_company_lower_idx" ON "customers" USING btree (lower("company_name"));--> statement-breakpoint
CREATE INDEX "mold_maintenance_mold_date_idx" ON "mold_maintenance_records" USING btree ("mold_id","date");--> statement-breakpoint
CREATE INDEX "mold_usage_mold_date_idx" ON "mold_usage_records" USING btree ("mold_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "molds_code_lower_unique" ON "molds" USING btree (lower("mold_code"));--> statement-breakpoint
CREATE INDEX "molds_customer_idx" ON "molds" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "molds_status_idx" ON "molds" USING btree ("status");--> statement-breakpoint
CREATE INDEX "molds_code_trgm" ON "molds" USING gin ("mold_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "molds_name_trgm" ON "molds" USING gin ("mold_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bom_items_bom_seq_idx" ON "bom_items" USING btree ("bom_id","sequence");--> statement-breakpoint
CREATE INDEX "bom_items_item_idx" ON "bom_items" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "boms_product_unique" ON "boms" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_lower_unique" ON "products" USING btree (lower("product_code"));--> statement-breakpoint
CREATE INDEX "products_type_idx" ON "products" USING btree ("product_type");--> statement-breakpoint
CREATE INDEX "products_customer_idx" ON "products" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "products_mold_idx" ON "products" USING btree ("mold_id");--> statement-breakpoint
CREATE INDEX "products_code_trgm" ON "products" USING gin ("product_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_trgm" ON "products" USING gin ("product_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_category_trgm" ON "products" USING gin ("category" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_description_trgm" ON "products" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stock_lots_product_received_idx" ON "stock_lots" USING btree ("product_id","received_date","id");--> statement-breakpoint
CREATE INDEX "stock_lots_location_idx" ON "stock_lots" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "storage_locations_code_lower_unique" ON "storage_locations" USING btree (lower("location_code"));