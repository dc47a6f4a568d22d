import { sql } from 'drizzle-orm';
import { check, index, integer, json, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { machines } from './machines';
import { products } from './products';

const money4 = (name: string) => numeric(name, { precision: 18, scale: 4, mode: 'number' });
const rate = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });

/**
 * The plant's costing rates: one row (id = 1). Machine, labor and overhead are priced per press hour:
 *   hours per part = cycle time (s) ÷ parts per cycle ÷ 3600
 *   machine  = hours per part × the product's press hourly rate (machines.hourly_rate; `default_machine_rate` when
 *              the product has no press assigned)
 *   labor    = hours per part × labor_rate_per_hour × operators per press (the product's own figure, else the plant's:
 *              0.5 = one operator tends two presses)
 *   overhead = hours per part × overhead_rate_per_hour (building, utilities, supervision, quality per running press hour)
 * Until the row exists the service answers the defaults of lib/costing/constants.ts.
 */
export const costingRates = pgTable(
  'costing_rates',
  {
    id: integer('id').primaryKey().default(1),
    laborRatePerHour: rate('labor_rate_per_hour').notNull(),
    operatorsPerPress: numeric('operators_per_press', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    overheadRatePerHour: rate('overhead_rate_per_hour').notNull(),
    defaultMachineRate: rate('default_machine_rate').notNull(),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('costing_rates_singleton', sql`${t.id} = 1`),
    check(
      'costing_rates_nonnegative',
      sql`${t.laborRatePerHour} >= 0 AND ${t.operatorsPerPress} >= 0 AND ${t.overheadRatePerHour} >= 0 AND ${t.defaultMachineRate} >= 0`,
    ),
  ],
);

/** Per-product costing inputs owned by costing (not columns on products): the press it runs on, its crewing. */
export const productCosting = pgTable(
  'product_costing',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    machineId: integer('machine_id').references(() => machines.id, { onDelete: 'set null' }),
    /** null: the plant's operators per press. */
    operatorsPerPress: numeric('operators_per_press', { precision: 6, scale: 2, mode: 'number' }),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // "Which products run on this press?" when its hourly rate changes.
    index('product_costing_machine_idx').on(t.machineId),
    check('product_costing_operators_nonnegative', sql`${t.operatorsPerPress} is null or ${t.operatorsPerPress} >= 0`),
  ],
);

/**
 * Versioned cost sheets: a new row (version + 1; `current_cost_sheets` names the current one) whenever an input of
 * the product's cost changes, written in the transaction of that change; older versions stay as history. `inputs`
 * is the snapshot the figures were computed from (BOM lines with their unit costs, cycle time, press rate, plant
 * rates, selling price) and `input_key` its canonical hash, compared to decide whether anything changed.
 */
export const costSheets = pgTable(
  'cost_sheets',
  {
    id: serial('id').primaryKey(),
    /**
     * The product (its sheets go with it) and, below, the user who caused the version (null once that user is
     * deleted). Both keys' checks of new rows run once per statement, not per row (migration 0036): 70 % of writing
     * a raw material's ~600 new versions and of a plant rates change's 49,500 went to the per-row checks (issue 30).
     */
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    materialCost: money4('material_cost').notNull(),
    machineCost: money4('machine_cost').notNull(),
    laborCost: money4('labor_cost').notNull(),
    overheadCost: money4('overhead_cost').notNull(),
    totalCost: money4('total_cost').notNull(),
    sellingPrice: money4('selling_price').notNull(),
    /** null when there is no selling price. */
    marginPercentage: numeric('margin_percentage', { precision: 14, scale: 2, mode: 'number' }),
    inputs: jsonb('inputs').notNull(),
    inputKey: text('input_key').notNull(),
    /** What changed since the previous version, e.g. ["bom", "component_cost"]; ["initial"] for version 1. */
    changes: jsonb('changes').$type<string[]>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cost_sheets_product_version_key').on(t.productId, t.version),
  ],
);

/**
 * Each product's current cost sheet: which version it is (`sheet_id`, `version`) and what the lists, the stats and
 * the next recompute read of it (its key, its figures, the list's sort key). Kept apart from the sheets' rows since
 * issue 30: a new version is one INSERT into `cost_sheets` and an in-place change of this narrow row — before, an
 * `is_current` flag was cleared on the old version, a non-HOT update of the whole wide row (the flag was in the
 * partial indexes' predicates), 49,500 of them on a plant rates change; and every sheet went into four indexes.
 * Only `sort_key` and `product_id` are indexed, so the change is a HOT update (fillfactor 50 leaves room on the page, migration 0033).
 * `sheet_id` has no foreign key (checking one is a query per row): only the recompute writes this table, under the
 * costing lock, in the statement that inserts the sheet; deleting a product deletes both. `sort_key` is
 * lower(product_code), copied at write time and on a code change, so a deep page of the list skips index entries.
 * `change_basis` is what the next version's `changes` are worked out from (`changeBasis` in lib/costing/formulas.ts:
 * the scalar inputs and two hashes of the BOM lines, ~120 bytes, then the version it belongs to), so a recompute does
 * not read the replaced snapshots (49,500 of ~450 bytes on a plant rates change); `json`, as the recompute reads it
 * back verbatim. Null on rows written before migration 0038, and stale where an instance from before it wrote a
 * version since (its number differs): the next recompute reads that version's snapshot instead.
 */
export const currentCostSheets = pgTable(
  'current_cost_sheets',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    sheetId: integer('sheet_id').notNull(),
    version: integer('version').notNull(),
    inputKey: text('input_key').notNull(),
    materialCost: money4('material_cost').notNull(),
    totalCost: money4('total_cost').notNull(),
    sellingPrice: money4('selling_price').notNull(),
    marginPercentage: numeric('margin_percentage', { precision: 14, scale: 2, mode: 'number' }),
    sortKey: text('sort_key').notNull(),
    changeBasis: json('change_basis').$type<(string | number | null)[]>(),
  },
  (t) => [index('current_cost_sheets_sort_idx').on(t.sortKey, t.productId)],
);

export type CostingRatesRow = typeof costingRates.$inferSelect;
export type ProductCostingRow = typeof productCosting.$inferSelect;
export type CostSheetRow = typeof costSheets.$inferSelect;
