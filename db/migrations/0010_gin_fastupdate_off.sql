DROP INDEX "customers_code_trgm";--> statement-breakpoint
DROP INDEX "customers_company_trgm";--> statement-breakpoint
DROP INDEX "customers_email_trgm";--> statement-breakpoint
DROP INDEX "customers_contact_trgm";--> statement-breakpoint
DROP INDEX "customers_search_text_trgm";--> statement-breakpoint
DROP INDEX "customers_picker_text_trgm";--> statement-breakpoint
DROP INDEX "molds_code_trgm";--> statement-breakpoint
DROP INDEX "molds_name_trgm";--> statement-breakpoint
DROP INDEX "products_search_text_trgm";--> statement-breakpoint
DROP INDEX "products_picker_text_trgm";--> statement-breakpoint
DROP INDEX "suppliers_search_text_trgm";--> statement-breakpoint
CREATE INDEX "customers_code_trgm" ON "customers" USING gin ("customer_code" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "customers_company_trgm" ON "customers" USING gin ("company_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "customers_email_trgm" ON "customers" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "customers_contact_trgm" ON "customers" USING gin ("contact_person" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "customers_search_text_trgm" ON "customers" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "customers_picker_text_trgm" ON "customers" USING gin ("picker_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "molds_code_trgm" ON "molds" USING gin ("mold_code" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "molds_name_trgm" ON "molds" USING gin ("mold_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_search_text_trgm" ON "products" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_picker_text_trgm" ON "products" USING gin ("picker_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "suppliers_search_text_trgm" ON "suppliers" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);