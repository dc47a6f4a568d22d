DROP INDEX "products_search_text_trgm";--> statement-breakpoint
DROP INDEX "products_picker_text_trgm";--> statement-breakpoint
CREATE INDEX "products_search_text_trgm" ON "products" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=true,gin_pending_list_limit=256);--> statement-breakpoint
CREATE INDEX "products_picker_text_trgm" ON "products" USING gin ("picker_text" gin_trgm_ops) WITH (fastupdate=true,gin_pending_list_limit=256);