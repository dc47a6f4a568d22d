CREATE TABLE "current_cost_sheets" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"sheet_id" integer NOT NULL,
	"version" integer NOT NULL,
	"input_key" text NOT NULL,
	"material_cost" numeric(18, 4) NOT NULL,
	"total_cost" numeric(18, 4) NOT NULL,
	"selling_price" numeric(18, 4) NOT NULL,
	"margin_percentage" numeric(14, 2),
	"sort_key" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "current_cost_sheets" ADD CONSTRAINT "current_cost_sheets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "current_cost_sheets_sort_idx" ON "current_cost_sheets" USING btree ("sort_key","product_id");