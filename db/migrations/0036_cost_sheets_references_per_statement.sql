-- cost_sheets' two foreign keys, checked per statement instead of per row (issue 30). A declared key runs a query
-- for each new sheet (and locks its product row FOR KEY SHARE one at a time): 58 of 80 ms writing a raw material's
-- 900 new versions, 3.1 of 4.3 s of a plant rates change's inserts (auto_explain). The triggers below do what the
-- keys did, for a statement's rows at once:
--   a sheet's product must exist, and is held FOR KEY SHARE until the transaction ends (a concurrent delete waits,
--   as it waited for the key's check; a product deleted first fails the insert); its user, when named, likewise;
--   deleting a product deletes its sheets (ON DELETE CASCADE); deleting a user clears created_by (ON DELETE SET NULL);
--   a product's or a user's id cannot change while sheets name it (ON UPDATE NO ACTION).
-- The errors are the keys' own: SQLSTATE 23503 with the constraint's old name.
ALTER TABLE "cost_sheets" DROP CONSTRAINT "cost_sheets_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "cost_sheets" DROP CONSTRAINT "cost_sheets_created_by_users_id_fk";
--> statement-breakpoint
CREATE FUNCTION cost_sheets_references_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  wanted integer;
  held integer;
BEGIN
  SELECT count(DISTINCT product_id) INTO wanted FROM new_sheets;
  SELECT count(*) INTO held FROM (SELECT 1 FROM products p WHERE p.id IN (SELECT product_id FROM new_sheets) FOR KEY SHARE OF p) x;
  IF held < wanted THEN
    RAISE foreign_key_violation USING
      MESSAGE = 'insert or update on table "cost_sheets" violates foreign key constraint "cost_sheets_product_id_products_id_fk"',
      CONSTRAINT = 'cost_sheets_product_id_products_id_fk', TABLE = 'cost_sheets', SCHEMA = 'public';
  END IF;
  SELECT count(DISTINCT created_by) INTO wanted FROM new_sheets;
  IF wanted > 0 THEN
    SELECT count(*) INTO held FROM (SELECT 1 FROM users u WHERE u.id IN (SELECT created_by FROM new_sheets) FOR KEY SHARE OF u) x;
    IF held < wanted THEN
      RAISE foreign_key_violation USING
        MESSAGE = 'insert or update on table "cost_sheets" violates foreign key constraint "cost_sheets_created_by_users_id_fk"',
        CONSTRAINT = 'cost_sheets_created_by_users_id_fk', TABLE = 'cost_sheets', SCHEMA = 'public';
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cost_sheets_references_insert AFTER INSERT ON cost_sheets
  REFERENCING NEW TABLE AS new_sheets FOR EACH STATEMENT EXECUTE FUNCTION cost_sheets_references_check();
--> statement-breakpoint
CREATE TRIGGER cost_sheets_references_update AFTER UPDATE ON cost_sheets
  REFERENCING NEW TABLE AS new_sheets FOR EACH STATEMENT EXECUTE FUNCTION cost_sheets_references_check();
--> statement-breakpoint
CREATE FUNCTION cost_sheets_products_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM cost_sheets s USING old_products o WHERE s.product_id = o.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_cost_sheets_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_products FOR EACH STATEMENT EXECUTE FUNCTION cost_sheets_products_deleted();
--> statement-breakpoint
CREATE FUNCTION cost_sheets_users_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE cost_sheets s SET created_by = NULL FROM old_users o WHERE s.created_by = o.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_cost_sheets_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_users FOR EACH STATEMENT EXECUTE FUNCTION cost_sheets_users_deleted();
--> statement-breakpoint
CREATE FUNCTION cost_sheets_key_kept() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  named boolean;
  key text;
BEGIN
  IF TG_TABLE_NAME = 'products' THEN
    named := EXISTS (SELECT 1 FROM cost_sheets s WHERE s.product_id = OLD.id);
    key := 'cost_sheets_product_id_products_id_fk';
  ELSE
    named := EXISTS (SELECT 1 FROM cost_sheets s WHERE s.created_by = OLD.id);
    key := 'cost_sheets_created_by_users_id_fk';
  END IF;
  IF named THEN
    RAISE foreign_key_violation USING
      MESSAGE = format('update or delete on table "%s" violates foreign key constraint "%s" on table "cost_sheets"', TG_TABLE_NAME, key),
      CONSTRAINT = key, TABLE = TG_TABLE_NAME, SCHEMA = 'public';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_cost_sheets_key AFTER UPDATE OF id ON products
  FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION cost_sheets_key_kept();
--> statement-breakpoint
CREATE TRIGGER users_cost_sheets_key AFTER UPDATE OF id ON users
  FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION cost_sheets_key_kept();
