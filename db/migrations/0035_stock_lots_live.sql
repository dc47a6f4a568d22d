-- A product's lots in stock, apart from its emptied ones: a balance's refresh and FIFO read only these
-- (stock_lots_live_idx). The flag is a generated column, not the quantity in the predicate, so that taking part of a
-- lot stays a HOT update.
ALTER TABLE "stock_lots" ADD COLUMN "live" boolean GENERATED ALWAYS AS (quantity_on_hand > 0) STORED;--> statement-breakpoint
CREATE INDEX "stock_lots_live_idx" ON "stock_lots" USING btree ("product_id","received_date","id") WHERE live;