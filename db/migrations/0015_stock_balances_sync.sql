-- Every product has one stock_balances row, with copies of the product fields the stock status and the stats
-- read (reorder_level, standard_cost, is_active). A trigger keeps them; drizzle cannot express triggers.
CREATE OR REPLACE FUNCTION stock_balances_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stock_balances (product_id, reorder_level, standard_cost, is_active)
  VALUES (NEW.id, NEW.reorder_level, NEW.standard_cost, NEW.is_active)
  ON CONFLICT (product_id) DO UPDATE
    SET reorder_level = EXCLUDED.reorder_level, standard_cost = EXCLUDED.standard_cost, is_active = EXCLUDED.is_active;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER products_stock_balances_insert AFTER INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION stock_balances_sync();--> statement-breakpoint
CREATE TRIGGER products_stock_balances_update AFTER UPDATE OF reorder_level, standard_cost, is_active ON products
  FOR EACH ROW WHEN (OLD.reorder_level IS DISTINCT FROM NEW.reorder_level OR OLD.standard_cost IS DISTINCT FROM NEW.standard_cost OR OLD.is_active IS DISTINCT FROM NEW.is_active)
  EXECUTE FUNCTION stock_balances_sync();--> statement-breakpoint
-- Balances of the products and lots that existed before stock movements.
INSERT INTO stock_balances (product_id, quantity_on_hand, quantity_allocated, location_count, total_cost, last_movement_at, reorder_level, standard_cost, is_active)
SELECT p.id,
       coalesce(sum(l.quantity_on_hand), 0),
       coalesce(sum(l.quantity_allocated), 0),
       count(DISTINCT l.location_id) FILTER (WHERE l.quantity_on_hand > 0),
       coalesce(sum(l.quantity_on_hand * coalesce(l.unit_cost, p.standard_cost)), 0),
       CASE WHEN count(l.id) > 0 THEN now() END,
       p.reorder_level, p.standard_cost, p.is_active
FROM products p LEFT JOIN stock_lots l ON l.product_id = p.id
GROUP BY p.id
ON CONFLICT (product_id) DO NOTHING;
