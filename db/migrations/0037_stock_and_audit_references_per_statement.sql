-- The tables an import writes thousands of rows into at a time, and every production report a few: a lot's product
-- and location; a movement's product, locations, lot and author; an audit row's author; a product's balance row (the
-- items import inserts one per product, by trigger). Their keys' checks of inserted rows run once per statement
-- (migration 0036): ≈ 100 ms of each 2,000-row opening-stock batch went to them, seven checks a row (issue 30).
SELECT references_per_statement_install('stock_lots', ARRAY['stock_lots_product_id_products_id_fk', 'stock_lots_location_id_storage_locations_id_fk']);
--> statement-breakpoint
SELECT references_per_statement_install('stock_movements', ARRAY['stock_movements_product_id_products_id_fk', 'stock_movements_from_location_id_storage_locations_id_fk', 'stock_movements_to_location_id_storage_locations_id_fk', 'stock_movements_lot_id_stock_lots_id_fk', 'stock_movements_created_by_users_id_fk']);
--> statement-breakpoint
SELECT references_per_statement_install('audit_log', ARRAY['audit_log_user_id_users_id_fk']);
--> statement-breakpoint
SELECT references_per_statement_install('stock_balances', ARRAY['stock_balances_product_id_products_id_fk']);
