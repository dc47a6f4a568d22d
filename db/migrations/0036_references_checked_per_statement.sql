-- Foreign keys checked once per statement instead of once per row, for tables written in bulk (issue 30).
--
-- A declared key checks each inserted row with a query of its own, locking that row's parent FOR KEY SHARE: on
-- cost_sheets, 58 of the 80 ms of writing a raw material's 900 new versions, 3.1 of the 4.3 s of a plant rates
-- change's inserts (auto_explain). The keys stay declared, with everything a declaration brings: the parent side
-- (ON DELETE CASCADE / SET NULL, a referenced id that cannot change, the crosscheck that fails a deletion under
-- REPEATABLE READ with 40001 when a row naming the parent committed meanwhile), the check of an UPDATE that changes
-- a key (per row, skipped when the key is unchanged), TRUNCATE's refusal or cascade, and pg_dump / pg_restore
-- re-validating them. Only the check of inserted rows changes: the key's RI_FKey_check_ins trigger on the child
-- table is disabled, and a statement trigger does its work for the statement's rows at once:
--   * the parents the new rows name are locked FOR KEY SHARE in one query (as each row's check locked its parent:
--     a concurrent deletion waits for this transaction; one that committed first makes the parent missing);
--   * a missing parent refuses the statement with the key's own error (23503, the constraint's name, its DETAIL).
-- references_per_statement_install(table, constraint names) opts a table in: it writes the table's trigger function
-- with static SQL (plans cached: a one-row insert costs ~20 µs more than the key's check, a 2,000-row insert ~60 %
-- less; dynamic SQL planned each statement cost ~1 ms), creates the trigger `references_per_statement` (its
-- arguments name the constraints) and calls references_per_statement_apply(). Single-column keys, checked at once
-- (not deferrable).
-- apply() makes it one check, not two: a superuser turns the keys' insert checks off and the trigger on; any other
-- role cannot touch a key's own triggers, so where those are on it turns the trigger off (the keys check each row:
-- slower, the same rules). It raises when a trigger names a key the table no longer has. A restore calls it again
-- (pg_restore recreates the keys' triggers enabled) and, after loading with user triggers off (the logical restore),
-- references_per_statement_validate() first.
-- For whoever changes these tables later:
--   * renaming, dropping or re-creating an opted-in key, or changing its column's type (which re-creates the key's
--     triggers, enabled): run references_per_statement_install() again in the same migration, or
--     references_per_statement_uninstall(table) to give the keys their per-row checks back;
--   * ALTER TABLE … DISABLE TRIGGER USER turns these checks off with the user triggers (a key's own checks are
--     system triggers and stay on): validate() after re-enabling them, as the logical restore does;
--   * a statement that inserts a child and, in a CTE of the same statement, deletes its parent is refused (the key
--     skips a row already gone by its check; the transition table still holds it).
-- tests/api/cost-sheets-references.test.ts checks every opted-in table's state.

CREATE OR REPLACE FUNCTION references_per_statement(tbl regclass, names text[])
RETURNS TABLE (conname name, col name, parent_schema name, parent name, parent_col name)
LANGUAGE plpgsql STABLE SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  bad text;
BEGIN
  -- Each name must be a single-column foreign key of the table that is checked at once (a deferrable key's check
  -- waits for the commit: a statement trigger cannot).
  SELECT string_agg(n, ', ') INTO bad FROM unnest(names) n
   WHERE NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conrelid = tbl AND c.conname = n AND c.contype = 'f'
                        AND cardinality(c.conkey) = 1 AND NOT c.condeferrable);
  IF bad IS NOT NULL THEN
    RAISE EXCEPTION '% has no single-column, not deferrable foreign key named %', tbl, bad
      USING HINT = 'A key renamed, dropped or made deferrable on a table whose references are checked per statement: run references_per_statement_install() again, or references_per_statement_uninstall().';
  END IF;
  RETURN QUERY
  SELECT c.conname, a.attname, pn.nspname, pc.relname, pa.attname
    FROM pg_constraint c
    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
    JOIN pg_attribute pa ON pa.attrelid = c.confrelid AND pa.attnum = c.confkey[1]
    JOIN pg_class pc ON pc.oid = c.confrelid
    JOIN pg_namespace pn ON pn.oid = pc.relnamespace
   WHERE c.conrelid = tbl AND c.contype = 'f' AND c.conname = ANY (names)
   ORDER BY array_position(names, c.conname::text);
END $$;
--> statement-breakpoint
-- The tables that opted in, their constraints (the arguments of each trigger named references_per_statement) and
-- whether that trigger is on.
CREATE OR REPLACE FUNCTION references_per_statement_triggers()
RETURNS TABLE (tbl regclass, conname text, enabled boolean)
LANGUAGE sql STABLE SET search_path = pg_catalog, pg_temp AS $$
  SELECT s.tgrelid::regclass, convert_from(decode(a, 'escape'), 'UTF8'), s.tgenabled <> 'D'
    FROM pg_trigger s, unnest(string_to_array(encode(s.tgargs, 'escape'), '\000')) a
   WHERE s.tgname = 'references_per_statement' AND a <> ''
$$;
--> statement-breakpoint
-- The keys' own insert checks (RI_FKey_check_ins) of the named constraints.
CREATE OR REPLACE FUNCTION references_per_statement_key_checks(tbl regclass, names text[])
RETURNS TABLE (tgname name, enabled boolean)
LANGUAGE sql STABLE SET search_path = pg_catalog, pg_temp AS $$
  SELECT ri.tgname, ri.tgenabled <> 'D'
    FROM pg_constraint c
    JOIN pg_trigger ri ON ri.tgconstraint = c.oid AND ri.tgrelid = c.conrelid
    JOIN pg_proc f ON f.oid = ri.tgfoid AND f.proname = 'RI_FKey_check_ins'
   WHERE c.conrelid = tbl AND c.contype = 'f' AND c.conname = ANY (names)
$$;
--> statement-breakpoint
-- One check, not two: a superuser turns the keys' insert checks off and the statement trigger on; any other role
-- cannot touch a key's triggers, so where they are on it turns the statement trigger off (the keys check each row,
-- as if the table had not opted in). Raises when a trigger names a key the table no longer has.
CREATE OR REPLACE FUNCTION references_per_statement_apply() RETURNS integer
LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  t record;
  k record;
  superuser boolean := (SELECT rolsuper FROM pg_roles WHERE rolname = current_user);
  keys_on boolean;
  n integer := 0;
BEGIN
  FOR t IN SELECT s.tbl, array_agg(s.conname) AS names, bool_and(s.enabled) AS enabled
             FROM public.references_per_statement_triggers() s GROUP BY s.tbl LOOP
    PERFORM public.references_per_statement(t.tbl, t.names); -- raises on a key that is gone
    IF superuser THEN
      FOR k IN SELECT * FROM public.references_per_statement_key_checks(t.tbl, t.names) WHERE enabled LOOP
        EXECUTE format('ALTER TABLE %s DISABLE TRIGGER %I', t.tbl, k.tgname);
        n := n + 1;
      END LOOP;
    END IF;
    keys_on := COALESCE((SELECT bool_and(enabled) FROM public.references_per_statement_key_checks(t.tbl, t.names)), false);
    IF keys_on AND t.enabled THEN
      EXECUTE format('ALTER TABLE %s DISABLE TRIGGER references_per_statement', t.tbl);
      n := n + 1;
    ELSIF NOT keys_on AND NOT t.enabled THEN
      EXECUTE format('ALTER TABLE %s ENABLE TRIGGER references_per_statement', t.tbl);
      n := n + 1;
    END IF;
  END LOOP;
  RETURN n;
END $$;
--> statement-breakpoint
-- A table's keys back to their per-row insert checks (needs a superuser when they were turned off), its trigger and
-- function dropped.
CREATE OR REPLACE FUNCTION references_per_statement_uninstall(target regclass) RETURNS void
LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  k record;
  fn oid;
BEGIN
  SELECT g.tgfoid INTO fn FROM pg_trigger g WHERE g.tgrelid = target AND g.tgname = 'references_per_statement';
  IF fn IS NULL THEN
    RETURN;
  END IF;
  FOR k IN SELECT c.tgname FROM public.references_per_statement_triggers() s,
                  LATERAL public.references_per_statement_key_checks(s.tbl, ARRAY[s.conname]) c
            WHERE s.tbl = target AND NOT c.enabled LOOP
    EXECUTE format('ALTER TABLE %s ENABLE TRIGGER %I', target, k.tgname);
  END LOOP;
  EXECUTE format('DROP TRIGGER references_per_statement ON %s', target);
  EXECUTE format('DROP FUNCTION %s()', fn::regproc);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION references_per_statement_install(tbl regclass, names text[]) RETURNS void
LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $install$
DECLARE
  k record;
  body text := '';
  tbl_name name := (SELECT relname FROM pg_class WHERE oid = tbl);
  tbl_schema name := (SELECT n.nspname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.oid = tbl);
  fn text := 'references_checked_' || tbl_name;
BEGIN
  IF length(fn) > 63 THEN
    RAISE EXCEPTION 'the trigger function''s name % would be cut at 63 characters', fn;
  END IF;
  PERFORM public.references_per_statement_uninstall(tbl);
  FOR k IN SELECT * FROM public.references_per_statement(tbl, names) LOOP
    -- The distinct keys, each probed and locked through the parent's key index; the missing ones counted, one named.
    -- The plan is cached for the session, made for whatever statement came first: the LATERAL keeps it linear in
    -- the keys, and enable_seqscan off (the function's own setting) keeps a plan made while the parent was nearly
    -- empty from scanning it once per key. The parent is named with its schema, ONLY: no temporary table or
    -- inheritance child stands in for it.
    body := body || format($k$
  SELECT count(*) FILTER (WHERE p.%5$I IS NULL), min(w.v::text) FILTER (WHERE p.%5$I IS NULL) INTO missing, example
    FROM (SELECT DISTINCT n.%1$I AS v FROM new_rows n WHERE n.%1$I IS NOT NULL) w
    LEFT JOIN LATERAL (SELECT p.%5$I FROM ONLY %3$I.%4$I p WHERE p.%5$I = w.v FOR KEY SHARE OF p) p ON true;
  IF missing > 0 THEN
    RAISE foreign_key_violation USING MESSAGE = %6$L, DETAIL = %7$L || example || %8$L, CONSTRAINT = %2$L, TABLE = TG_TABLE_NAME, SCHEMA = TG_TABLE_SCHEMA;
  END IF;
$k$,
      k.col, k.conname, k.parent_schema, k.parent, k.parent_col,
      format('insert or update on table "%s" violates foreign key constraint "%s"', tbl_name, k.conname),
      format('Key (%s)=(', k.col), format(') is not present in table "%s".', k.parent));
  END LOOP;
  -- SECURITY DEFINER: the parents are read and locked with the table owner's rights, as a key's check is (an
  -- inserting role needs no rights on them, and FOR KEY SHARE would need UPDATE). No search_path of its own (setting
  -- it at every call cost ~10 µs a statement): every table it names carries its schema, and the functions and
  -- operators it uses (count, min, =) are pg_catalog's, which is searched first and before any temporary schema.
  EXECUTE format($f$CREATE FUNCTION %I.%I() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET enable_seqscan = off AS $body$
DECLARE
  missing bigint;
  example text;
BEGIN%s
  RETURN NULL;
END $body$$f$, tbl_schema, fn, body);
  EXECUTE format('CREATE TRIGGER references_per_statement AFTER INSERT ON %s REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I.%I(%s)',
                 tbl, tbl_schema, fn, (SELECT string_agg(quote_literal(n), ', ') FROM unnest(names) n));
  PERFORM public.references_per_statement_apply();
END $install$;
--> statement-breakpoint
-- After rows were loaded with user triggers off (a logical restore): every opted-in reference, checked over the table.
CREATE OR REPLACE FUNCTION references_per_statement_validate() RETURNS void
LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  t record;
  k record;
  missing text;
BEGIN
  FOR t IN SELECT s.tbl, array_agg(s.conname) AS names FROM public.references_per_statement_triggers() s GROUP BY s.tbl LOOP
    FOR k IN SELECT * FROM public.references_per_statement(t.tbl, t.names) LOOP
      EXECUTE format('SELECT c.%1$I::text FROM %2$s c WHERE c.%1$I IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ONLY %3$I.%4$I p WHERE p.%5$I = c.%1$I) LIMIT 1',
                     k.col, t.tbl, k.parent_schema, k.parent, k.parent_col)
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
SELECT references_per_statement_install('cost_sheets', ARRAY['cost_sheets_product_id_products_id_fk', 'cost_sheets_created_by_users_id_fk']);
