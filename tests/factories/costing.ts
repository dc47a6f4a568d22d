import { eq, getTableColumns, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { costingRates, costSheets, currentCostSheets, machines } from '@/db/schema';
import { uid } from '../helpers';

/**
 * Test data of costing. Presses are inserted straight in the machines table (production owns the machines
 * service); rates are written straight so a test knows the figures it computes with.
 */
export async function makeMachine(overrides: Partial<typeof machines.$inferInsert> = {}) {
  const number = `TM-${uid()}`;
  const [row] = await getDb()
    .insert(machines)
    .values({ machineNumber: number, machineName: `Press ${number}`, hourlyRate: 60, ...overrides })
    .returning();
  return row;
}

export const TEST_RATES = { laborRatePerHour: 30, operatorsPerPress: 0.5, overheadRatePerHour: 20, defaultMachineRate: 40 };

/** Plant rates at TEST_RATES (does not recompute: tests call it before creating their products). */
export async function setTestRates() {
  await getDb()
    .insert(costingRates)
    .values({ id: 1, ...TEST_RATES })
    .onConflictDoUpdate({ target: costingRates.id, set: TEST_RATES });
}

/** Every version of a product's cost sheet, oldest first; `isCurrent` and `sortKey` from current_cost_sheets. */
export async function sheetsOf(productId: number) {
  return getDb()
    .select({
      ...getTableColumns(costSheets),
      isCurrent: sql<boolean>`coalesce(${currentCostSheets.sheetId} = ${costSheets.id}, false)`.mapWith(Boolean),
      sortKey: currentCostSheets.sortKey,
    })
    .from(costSheets)
    .leftJoin(currentCostSheets, eq(currentCostSheets.productId, costSheets.productId))
    .where(eq(costSheets.productId, productId))
    .orderBy(costSheets.version);
}
