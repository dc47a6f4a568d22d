-- Balances of the lots that existed before stock movements: one row per product that has lots.
INSERT INTO "stock_balances" ("product_id", "quantity_on_hand", "quantity_allocated", "location_count", "total_cost", "last_movement_at")
SELECT l."product_id",
       sum(l."quantity_on_hand"),
       sum(l."quantity_allocated"),
       count(DISTINCT l."location_id") FILTER (WHERE l."quantity_on_hand" > 0),
       sum(l."quantity_on_hand" * coalesce(l."unit_cost", p."standard_cost")),
       now()
FROM "stock_lots" l JOIN "products" p ON p."id" = l."product_id"
GROUP BY l."product_id"
ON CONFLICT ("product_id") DO NOTHING;
