import { apiHandler } from '@/lib/api/handler';
import { todayInPlant } from '@/lib/dates';
import { csvResponse, exportFilename, fieldColumns, type CsvColumn } from '@/lib/list/csv-export';
import type { ProductDto } from '@/lib/products/dto';
import { productListQuerySchema } from '@/lib/products/list-state';
import { productExportBatches } from '@/lib/products/service';

const COLUMNS: CsvColumn<ProductDto>[] = [
  ...fieldColumns<ProductDto>([
    'product_code', 'product_name', 'description', 'category', 'product_type', 'unit', 'color', 'material_type', 'weight_grams', 'cavity_count',
    'cycle_time_seconds', 'parts_per_cycle', 'standard_cost', 'selling_price', 'reorder_level', 'reorder_quantity', 'min_stock_level',
    'max_stock_level', 'storage_location', 'bin_location', 'drawing_number', 'revision', 'is_active',
  ]),
  { header: 'customer_code', value: (p) => p.customer?.customer_code },
  { header: 'mold_code', value: (p) => p.mold?.mold_code },
];

/** GET /api/products/export?q&product_type&customer_id&sort&dir: the catalog as filtered and sorted on screen, streamed as CSV. */
export const GET = apiHandler(async ({ ctx, query }) => csvResponse(exportFilename('products', todayInPlant()), COLUMNS, productExportBatches(ctx, query)), {
  query: productListQuerySchema,
});
