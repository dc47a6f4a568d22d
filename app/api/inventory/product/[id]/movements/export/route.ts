import { apiHandler } from '@/lib/api/handler';
import { todayInPlant } from '@/lib/dates';
import { movementHistory } from '@/lib/inventory/list-state';
import { productMovementBatches, type MovementDto } from '@/lib/inventory/service';
import { csvResponse, exportFilename, fieldColumns, type CsvColumn } from '@/lib/list/csv-export';
import { parseId } from '@/lib/validation';

const COLUMNS: CsvColumn<MovementDto>[] = [
  ...fieldColumns<MovementDto>(['movement_date', 'movement_type', 'quantity']),
  { header: 'from_location', value: (m) => m.from_location?.location_code ?? null },
  { header: 'to_location', value: (m) => m.to_location?.location_code ?? null },
  ...fieldColumns<MovementDto>(['unit_cost', 'balance_after', 'reference', 'reason', 'notes']),
  { header: 'created_by', value: (m) => m.created_by?.name ?? null },
  ...fieldColumns<MovementDto>(['created_at']),
];

/** GET /api/inventory/product/{id}/movements/export?sort&dir: the product's stock movements as sorted on screen, streamed as CSV. */
export const GET = apiHandler(
  async ({ ctx, params, query }) => {
    const id = parseId(params.id, 'Product');
    return csvResponse(exportFilename(`product-${id}-movements`, todayInPlant()), COLUMNS, productMovementBatches(ctx, id, query));
  },
  { query: movementHistory.exportSchema },
);
