-- A product's balance row is created by one statement per INSERT into products, not one trigger call per row
-- (an item import inserts 500 products a statement: the row trigger was a plpgsql call and an insert each).
-- The update trigger stays per row (an update changes one product).
CREATE OR REPLACE FUNCTION stock_balances_insert_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stock_balances (product_id, reorder_level, standard_cost, is_active)
  SELECT id, reorder_level, standard_cost, is_active FROM new_products
  ON CONFLICT (product_id) DO UPDATE
    SET reorder_level = EXCLUDED.reorder_level, standard_cost = EXCLUDED.standard_cost, is_active = EXCLUDED.is_active;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER products_stock_balances_insert ON products;--> statement-breakpoint
CREATE TRIGGER products_stock_balances_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION stock_balances_insert_rows();
