import { recordRoute } from '@/lib/pages/detail';
import { getStockLot, stockLotExists } from '@/lib/inventory/stock';

/** /inventory/lots/{id}/label: the existence check of layout.tsx and the lot's read, through the inventory service. */
export const stockLotRecord = recordRoute({ entity: 'Stock lot', exists: stockLotExists, load: getStockLot });
