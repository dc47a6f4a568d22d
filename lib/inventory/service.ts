import 'server-only';

/**
 * Inventory, one vertical: what routes, pages and other modules call. The work is split by what it is about:
 *
 *   ./items.ts      the inventory items — the /inventory list and its export, the figures, Add Item, the item picker
 *   ./stock.ts      where stock lies — a product's lots by location (FIFO order), the storage locations
 *   ./movements.ts  how stock moves — receipts, FIFO issues, transfers, adjustments (lots, kept balances, audit),
 *                   a product's movement history; the `…InTx` forms for modules that move stock in their own
 *                   transaction (production reports)
 *   ./import.ts     CSV import of items and opening stock
 *
 * Beside them, client-safe: constants.ts (vocabulary), schemas.ts (request bodies), dto.ts (answers),
 * list-state.ts (the lists' queries and URL state), age.ts (a lot's age badge); openapi.ts (the API's entries).
 */
export { createInventoryItem, inventoryExportBatches, inventoryStats, listInventoryItems, searchInventoryItems } from './items';
export { assertProductExists, getStockLot, inventoryByProduct, listLocations } from './stock';
export {
  adjustStock,
  adjustStockInTx,
  issueStock,
  issueStockInTx,
  receiveAndIssueInTx,
  productMovementBatches,
  productMovements,
  receiveStock,
  receiveStockInTx,
  refreshBalance,
  transferStock,
  transferStockInTx,
  type BatchReceipt,
  type StockActor,
} from './movements';
export { importInventory, type ImportProblem } from './import';
export type { ImportResult, InventoryItemDto, InventoryItemResult, InventoryLocationRow, InventoryStats, MovementDto, StockLocation } from './dto';
