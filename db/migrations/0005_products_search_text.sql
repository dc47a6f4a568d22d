DROP INDEX "products_code_trgm";--> statement-breakpoint
DROP INDEX "products_name_trgm";--> statement-breakpoint
DROP INDEX "products_category_trgm";--> statement-breakpoint
DROP INDEX "products_description_trgm";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(product_code || chr(1) || product_name || chr(1) || coalesce(category, '') || chr(1) || coalesce(description, ''))) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "picker_text" text GENERATED ALWAYS AS (lower(product_code || chr(1) || product_name || chr(1) || coalesce(description, ''))) STORED;--> statement-breakpoint
CREATE INDEX "products_search_text_trgm" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_picker_text_trgm" ON "products" USING gin ("picker_text" gin_trgm_ops);