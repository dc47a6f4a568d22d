DROP INDEX "customers_company_lower_idx";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(customer_code || chr(1) || company_name || chr(1) || coalesce(email, ''))) STORED;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "picker_text" text GENERATED ALWAYS AS (lower(company_name || chr(1) || customer_code || chr(1) || coalesce(contact_person, '') || chr(1) || coalesce(email, ''))) STORED;--> statement-breakpoint
CREATE INDEX "customers_search_text_trgm" ON "customers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_picker_text_trgm" ON "customers" USING gin ("picker_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_company_lower_idx" ON "customers" USING btree (lower("company_name"),"id");