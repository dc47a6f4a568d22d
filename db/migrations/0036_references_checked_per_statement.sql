-- Foreign keys checked once per statement instead of once per row, for tables written in bulk (issue 30).
--
-- A declared key's check runs a query for each new row and locks that row's parent FOR KEY SHARE, one at a time:
-- on cost_sheets, 58 of the 80 ms of writing a raw material's 900 new versions, 3.1 of the 4.3 s of a plant rates
-- change's inserts (auto_explain). The keys stay declared, with everything a declaration brings: the parent side
-- (ON DELETE CASCADE / SET NULL, a referenced id that cannot change, the crosscheck that fails a deletion under
-- REPEATABLE READ with 40001 when a row naming the parent committed meanwhile), TRUNCATE's refusal or cascade, and
-- pg_dump / pg_restore re-validating them. Only the child side changes: the key's two check triggers on the child
-- table (RI_FKey_check_ins, RI_FKey_check_upd) are disabled, and a statement trigger does their work for the
-- statement's rows at once:
--   * the parents the new rows name are locked FOR KEY SHARE in one query (as each row's check locked its parent:
--     a concurrent deletion waits for this transaction; one that committed first makes the parent missing);
--   * a missing parent refuses the statement with the key's own error (23503, the constraint's name, the DETAIL);
--   * an UPDATE checks only the rows whose key it changed (as RI_FKey_check_upd), so the SET NULL of a user's
--     deletion locks no product.
-- A table opts in with the two triggers at the end (AFTER INSERT with NEW TABLE AS new_rows, AFTER UPDATE with OLD
-- TABLE AS old_rows and NEW TABLE AS new_rows, the constraints' names as arguments; single-column keys, a
-- single-column primary key), then calls references_per_statement_apply(), which disables the keys' check triggers.
-- Disabling a system trigger needs a superuser: for any other role it does nothing and the keys go on checking each
-- row (slower, the same rules). A restore calls it again (pg_restore recreates the keys' triggers enabled) or, after
-- loading with user triggers off (the logical restore), references_per_statement_validate().
-- The functions keep the search_path they were created with, so a caller's path cannot change what they name.

CREATE OR REPLACE FUNCTION references_per_statement(tbl regclass, names text[])
RETURNS TABLE (conname name, col name, parent regclass, parent_col name, pk_col name)
LANGUAGE sql STABLE SET search_path FROM CURRENT AS $$
  SELECT c.conname, a.attname, c.confrelid::regclass, pa.attname, pk.attname
    FROM pg_catalog.pg_constraint c
    JOIN pg_catalog.pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
    JOIN pg_catalog.pg_attribute pa ON pa.attrelid = c.confrelid AND pa.attnum = c.confkey[1]
    JOIN pg_catalog.pg_constraint p ON p.conrelid = c.conrelid AND p.contype = 'p' AND cardinality(p.conkey) = 1
    JOIN pg_catalog.pg_attribute pk ON pk.attrelid = p.conrelid AND pk.attnum = p.conkey[1]
   WHERE c.conrelid = tbl AND c.contype = 'f' AND cardinality(c.conkey) = 1 AND c.conname = ANY (names)
   ORDER BY array_position(names, c.conname::text)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION references_checked_per_statement() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  k record;
  found integer := 0;
  missing text;
BEGIN
  FOR k IN SELECT * FROM references_per_statement(TG_RELID, TG_ARGV) LOOP
    found := found + 1;
    EXECUTE format(
      'WITH wanted AS MATERIALIZED (SELECT DISTINCT n.%1$I AS v FROM new_rows n %4$s WHERE n.%1$I IS NOT NULL %5$s),
            held AS MATERIALIZED (SELECT p.%3$I AS v FROM %2$s p WHERE p.%3$I IN (SELECT v FROM wanted) FOR KEY SHARE OF p)
       SELECT w.v::text FROM wanted w WHERE NOT EXISTS (SELECT 1 FROM held h WHERE h.v = w.v) LIMIT 1',
      k.col, k.parent, k.parent_col,
      CASE WHEN TG_OP = 'UPDATE' THEN format('LEFT JOIN old_rows o ON o.%I = n.%I', k.pk_col, k.pk_col) ELSE '' END,
      CASE WHEN TG_OP = 'UPDATE' THEN format('AND (o.%I IS NULL OR o.%I IS DISTINCT FROM n.%I)', k.pk_col, k.col, k.col) ELSE '' END)
    INTO missing;
    IF missing IS NOT NULL THEN
      RAISE foreign_key_violation USING
        MESSAGE = format('insert or update on table "%s" violates foreign key constraint "%s"', TG_TABLE_NAME, k.conname),
        DETAIL = format('Key (%s)=(%s) is not present in table "%s".', k.col, missing, k.parent),
        CONSTRAINT = k.conname, TABLE = TG_TABLE_NAME, SCHEMA = TG_TABLE_SCHEMA;
    END IF;
  END LOOP;
  IF found <> TG_NARGS THEN
    RAISE EXCEPTION 'trigger % on % names a foreign key the table does not have (of %)', TG_NAME, TG_TABLE_NAME, TG_ARGV;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The tables that opted in: each statement trigger of references_checked_per_statement(), its constraints, and
-- whether it runs on INSERT (tgtype bit 4) or UPDATE (bit 16).
CREATE OR REPLACE FUNCTION references_per_statement_triggers()
RETURNS TABLE (tbl regclass, conname text, on_insert boolean, on_update boolean)
LANGUAGE sql STABLE SET search_path FROM CURRENT AS $$
  SELECT s.tgrelid::regclass, unnest(array_remove(string_to_array(encode(s.tgargs, 'escape'), '\000'), '')),
         s.tgtype & 4 <> 0, s.tgtype & 16 <> 0
    FROM pg_catalog.pg_trigger s
    JOIN pg_catalog.pg_proc f ON f.oid = s.tgfoid AND f.proname = 'references_checked_per_statement'
   WHERE s.tgenabled <> 'D'
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION references_per_statement_apply() RETURNS integer LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  t record;
  n integer := 0;
BEGIN
  IF NOT (SELECT rolsuper FROM pg_catalog.pg_roles WHERE rolname = current_user) THEN
    RETURN 0;
  END IF;
  FOR t IN
    SELECT DISTINCT ri.tgrelid::regclass AS tbl, ri.tgname
      FROM references_per_statement_triggers() s
      JOIN pg_catalog.pg_constraint c ON c.conrelid = s.tbl AND c.contype = 'f' AND c.conname = s.conname
      JOIN pg_catalog.pg_trigger ri ON ri.tgconstraint = c.oid AND ri.tgrelid = c.conrelid
      JOIN pg_catalog.pg_proc f ON f.oid = ri.tgfoid
     WHERE ri.tgenabled <> 'D'
       AND ((f.proname = 'RI_FKey_check_ins' AND s.on_insert) OR (f.proname = 'RI_FKey_check_upd' AND s.on_update))
  LOOP
    EXECUTE format('ALTER TABLE %s DISABLE TRIGGER %I', t.tbl, t.tgname);
    n := n + 1;
  END LOOP;
  RETURN n;
END $$;
--> statement-breakpoint
-- After rows were loaded with user triggers off (a logical restore): every opted-in reference, checked over the table.
CREATE OR REPLACE FUNCTION references_per_statement_validate() RETURNS void LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  t record;
  k record;
  missing text;
BEGIN
  FOR t IN SELECT s.tbl, array_agg(DISTINCT s.conname) AS names FROM references_per_statement_triggers() s GROUP BY s.tbl LOOP
    FOR k IN SELECT * FROM references_per_statement(t.tbl, t.names) LOOP
      EXECUTE format('SELECT c.%1$I::text FROM %2$s c WHERE c.%1$I IS NOT NULL AND NOT EXISTS (SELECT 1 FROM %3$s p WHERE p.%4$I = c.%1$I) LIMIT 1',
                     k.col, t.tbl, k.parent, k.parent_col)
      INTO missing;
      IF missing IS NOT NULL THEN
        RAISE foreign_key_violation USING
          MESSAGE = format('insert or update on table "%s" violates foreign key constraint "%s"', t.tbl, k.conname),
          DETAIL = format('Key (%s)=(%s) is not present in table "%s".', k.col, missing, k.parent),
          CONSTRAINT = k.conname;
      END IF;
    END LOOP;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE TRIGGER cost_sheets_references_insert AFTER INSERT ON cost_sheets REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION references_checked_per_statement('cost_sheets_product_id_products_id_fk', 'cost_sheets_created_by_users_id_fk');
--> statement-breakpoint
CREATE TRIGGER cost_sheets_references_update AFTER UPDATE ON cost_sheets REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION references_checked_per_statement('cost_sheets_product_id_products_id_fk', 'cost_sheets_created_by_users_id_fk');
--> statement-breakpoint
SELECT references_per_statement_apply();
