/**
 * The exact `data` of every success answer, per operation ("METHOD /api/path"): for a record its DTO, for a list
 * or a page the schema of ONE row (the document wraps it in the envelope or the paginator). The schemas live next
 * to each module's DTO mapping (the DTO types are `z.infer` of them), so the document, the types and the answers
 * cannot drift: tests/api/openapi-responses.test.ts calls every documented GET on the demo data and validates the
 * real answer against the document.
 *
 * A JSON operation of lib/openapi/operations.ts without an entry here fails tests/api/openapi.test.ts.
 */
import type { z } from 'zod';
import { auditEntryDto, createdTokenDto, endedAccessDto, loginDto, publicUserDto, sessionDto, tokenDto, userDto } from '@/lib/auth/dto';
import { bomDto } from '@/lib/boms/dto';
import { costingStatsDto, costSheetDetailDto, costSheetDto, productCostingDto, ratesDto } from '@/lib/costing/dto';
import { plantDashboardDto } from '@/lib/dashboard/dto';
import { importResultDto, inventoryItemDto, inventoryItemResultDto, inventoryLocationRowDto, inventoryStatsDto, movementDto, stockLocationDto, stockLotDto } from '@/lib/inventory/dto';
import { completedMaintenanceDto, forecastRowDto, maintenanceWorkOrderDto, sweepResultDto } from '@/lib/maintenance/dto';
import { goodsReceiptDto, purchaseOrderDto, purchaseOrderSummaryDto, suggestionDto } from '@/lib/purchasing/dto';
import { downtimeEventDto, downtimeParetoRowDto, oeeRowDto, scrapParetoRowDto } from '@/lib/oee/dto';
import { machineDto, shopFloorJobDto, shopFloorMachineDto, shopFloorPressDto, shopFloorStatsDto } from '@/lib/machines/dto';
import { productionReportDto, productionStatsDto, reportResultDto, workOrderDetailDto, workOrderDto } from '@/lib/production/dto';
import { customerDto, customerSearchResultDto } from '@/lib/customers/dto';
import { productDto } from '@/lib/products/dto';
import { categoryDto, correctiveActionDto, historyRowDto, scorecardDashboardDto, scorecardDto, supplierDto, supplierSearchResultDto } from '@/lib/suppliers/dto';
import { maintenanceLoggedDto, maintenanceRecordDto, moldDetailDto, moldDto, moldSearchResultDto, usageRecordDto, usageRecordedDto } from '@/lib/molds/types';
import { scanMatchDto } from '@/lib/scan/dto';
import type { Operation, ResponseKind } from './operations';
import { customerContactDto, customerLocationDto, customerPartNumberDto, onTimeCustomerDto, salesOrderDto, salesOrderSummaryDto, shipmentDto, shipmentSummaryDto } from '@/lib/sales/dto';

/** Answers with a `data` to describe (`message` operations only where they send one). */
export const DATA_KINDS: readonly ResponseKind[] = ['record', 'list', 'paged', 'list-or-paged', 'created', 'saved', 'updated'];

/** PUT and PATCH of an update route answer alike. */
const update = (path: string, schema: z.ZodType) => ({ [`PUT ${path}`]: schema, [`PATCH ${path}`]: schema });

export const RESPONSE_DATA: Record<string, z.ZodType> = {
  // ---- Authentication ----
  'POST /api/login': loginDto,
  'GET /api/me': publicUserDto,
  'PUT /api/me/password': endedAccessDto,
  'POST /api/me/password': endedAccessDto,
  'GET /api/tokens': tokenDto,
  'POST /api/tokens': createdTokenDto,

  // ---- System ----
  'GET /api/dashboard': plantDashboardDto,
  'GET /api/audit': auditEntryDto,

  // ---- Users ----
  'GET /api/users': userDto,
  'POST /api/users': userDto,
  'GET /api/users/{id}': userDto,
  ...update('/api/users/{id}', userDto),
  'PUT /api/users/{id}/password': userDto,
  'POST /api/users/{id}/password': userDto,
  'GET /api/users/{id}/sessions': sessionDto,
  'DELETE /api/users/{id}/sessions': endedAccessDto,
  'GET /api/users/{id}/tokens': tokenDto,

  // ---- Molds ----
  'GET /api/molds': moldDto,
  'POST /api/molds': moldDto,
  'GET /api/molds/search': moldSearchResultDto,
  'GET /api/molds/{id}': moldDetailDto,
  ...update('/api/molds/{id}', moldDto),
  'GET /api/molds/{id}/maintenance': maintenanceRecordDto,
  'POST /api/molds/{id}/maintenance': maintenanceLoggedDto,
  'GET /api/molds/{id}/usage': usageRecordDto,
  'POST /api/molds/{id}/usage': usageRecordedDto,

  // ---- Products, BOMs ----
  'GET /api/products': productDto,
  'POST /api/products': productDto,
  'GET /api/products/{id}': productDto,
  ...update('/api/products/{id}', productDto),
  'POST /api/boms': bomDto,
  'GET /api/boms/product/{id}': bomDto,

  // ---- Customers ----
  'GET /api/customers': customerDto,
  'POST /api/customers': customerDto,
  'GET /api/customers/{id}': customerDto,
  ...update('/api/customers/{id}', customerDto),
  'GET /api/sales/customers/search': customerSearchResultDto,

  // ---- Suppliers, scorecards, corrective actions ----
  'GET /api/suppliers': supplierDto,
  'GET /api/suppliers/search': supplierSearchResultDto,
  'POST /api/suppliers': supplierDto,
  'GET /api/suppliers/{id}': supplierDto,
  ...update('/api/suppliers/{id}', supplierDto),
  'GET /api/suppliers/scorecard/categories': categoryDto,
  'GET /api/suppliers/{id}/scorecard': scorecardDto,
  'GET /api/suppliers/{id}/scorecard/history': historyRowDto,
  'POST /api/suppliers/{id}/scorecard/metrics': scorecardDto,
  'GET /api/scorecard/dashboard': scorecardDashboardDto,
  'GET /api/suppliers/{id}/scorecard/corrective-actions': correctiveActionDto,
  'POST /api/suppliers/{id}/scorecard/corrective-actions': correctiveActionDto,
  'GET /api/suppliers/{id}/scorecard/corrective-actions/{actionId}': correctiveActionDto,
  ...update('/api/suppliers/{id}/scorecard/corrective-actions/{actionId}', correctiveActionDto),

  // ---- Costing ----
  'GET /api/costing/stats': costingStatsDto,
  'GET /api/costing/rates': ratesDto,
  ...update('/api/costing/rates', ratesDto),
  'GET /api/costing/cost-sheets': costSheetDto,
  'GET /api/costing/products/{id}/cost-sheet': costSheetDetailDto,
  'GET /api/costing/products/{id}/cost-sheet/versions': costSheetDto,
  'GET /api/costing/products/{id}/inputs': productCostingDto,
  ...update('/api/costing/products/{id}/inputs', productCostingDto),

  // ---- Production, machines ----
  'GET /api/production/work-orders': workOrderDto,
  'POST /api/production/work-orders': workOrderDto,
  'GET /api/production/work-orders/{id}': workOrderDetailDto,
  ...update('/api/production/work-orders/{id}', workOrderDto),
  'POST /api/production/work-orders/{id}/start': workOrderDto,
  'GET /api/production/work-orders/{id}/reports': productionReportDto,
  'POST /api/production/work-orders/{id}/reports': reportResultDto,
  'GET /api/production/stats': productionStatsDto,
  'GET /api/machines': machineDto,
  'POST /api/machines': machineDto,
  'GET /api/machines/{id}': machineDto,
  ...update('/api/machines/{id}', machineDto),
  'GET /api/shop-floor/machines': shopFloorMachineDto,
  'GET /api/shop-floor/machines/{id}': shopFloorPressDto,
  'GET /api/shop-floor/jobs': shopFloorJobDto,
  'GET /api/shop-floor/stats': shopFloorStatsDto,

  // ---- Maintenance ----
  'GET /api/maintenance/work-orders': maintenanceWorkOrderDto,
  'POST /api/maintenance/work-orders': maintenanceWorkOrderDto,
  'GET /api/maintenance/work-orders/{id}': maintenanceWorkOrderDto,
  'POST /api/maintenance/work-orders/{id}/start': maintenanceWorkOrderDto,
  'POST /api/maintenance/work-orders/{id}/complete': completedMaintenanceDto,
  'POST /api/maintenance/work-orders/{id}/cancel': maintenanceWorkOrderDto,
  'GET /api/maintenance/forecast': forecastRowDto,
  'POST /api/maintenance/sweep': sweepResultDto,

  // ---- Purchasing ----
  'GET /api/purchase-orders': purchaseOrderSummaryDto,
  'POST /api/purchase-orders': purchaseOrderDto,
  'GET /api/purchase-orders/{id}': purchaseOrderDto,
  'PUT /api/purchase-orders/{id}': purchaseOrderDto,
  'PATCH /api/purchase-orders/{id}': purchaseOrderDto,
  'POST /api/purchase-orders/{id}/place': purchaseOrderDto,
  'POST /api/purchase-orders/{id}/close': purchaseOrderDto,
  'POST /api/purchase-orders/{id}/cancel': purchaseOrderDto,
  'POST /api/purchase-orders/{id}/receipts': goodsReceiptDto,
  'GET /api/goods-receipts/{id}': goodsReceiptDto,
  'GET /api/purchasing/suggestions': suggestionDto,
  'POST /api/purchasing/suggestions/orders': purchaseOrderDto.array(),
  // ---- Sales ----
  'GET /api/sales-orders': salesOrderSummaryDto,
  'POST /api/sales-orders': salesOrderDto,
  'GET /api/sales-orders/{id}': salesOrderDto,
  ...update('/api/sales-orders/{id}', salesOrderDto),
  'POST /api/sales-orders/{id}/confirm': salesOrderDto,
  'POST /api/sales-orders/{id}/close': salesOrderDto,
  'POST /api/sales-orders/{id}/cancel': salesOrderDto,
  'POST /api/sales-orders/{id}/work-orders': salesOrderDto,
  'POST /api/sales-orders/{id}/shipments': shipmentDto,
  'GET /api/shipments': shipmentSummaryDto,
  'GET /api/shipments/{id}': shipmentDto,
  'GET /api/customers/{id}/contacts': customerContactDto,
  'POST /api/customers/{id}/contacts': customerContactDto,
  'GET /api/customers/{id}/locations': customerLocationDto,
  'POST /api/customers/{id}/locations': customerLocationDto,
  'GET /api/customers/{id}/part-numbers': customerPartNumberDto,
  'POST /api/customers/{id}/part-numbers': customerPartNumberDto,
  // ---- Downtime, OEE, reports ----
  'GET /api/machines/{id}/downtime': downtimeEventDto,
  'POST /api/machines/{id}/downtime': downtimeEventDto,
  'GET /api/machines/{id}/downtime/{eventId}': downtimeEventDto,
  ...update('/api/machines/{id}/downtime/{eventId}', downtimeEventDto),
  'GET /api/oee': oeeRowDto,
  'GET /api/reports/downtime-pareto': downtimeParetoRowDto,
  'GET /api/reports/scrap-pareto': scrapParetoRowDto,
  'GET /api/reports/on-time-delivery': onTimeCustomerDto,
  'GET /api/scan': scanMatchDto,

  // ---- Inventory, stock ----
  'GET /api/inventory/items': inventoryItemDto,
  'POST /api/inventory/items': productDto,
  'GET /api/inventory/items/search': inventoryItemResultDto,
  'POST /api/inventory/import': importResultDto,
  'GET /api/inventory/stats': inventoryStatsDto,
  'GET /api/inventory/locations': stockLocationDto,
  'GET /api/inventory/product/{id}': inventoryLocationRowDto,
  'GET /api/inventory/lots/{id}': stockLotDto,
  'GET /api/inventory/product/{id}/movements': movementDto,
  'POST /api/inventory/receipts': movementDto,
  'POST /api/inventory/issues': movementDto,
  'POST /api/inventory/transfers': movementDto,
  'POST /api/inventory/adjustments': movementDto,
};

export const operationKey = (op: Pick<Operation, 'method' | 'path'>) => `${op.method.toUpperCase()} ${op.path}`;

export function responseDataOf(op: Operation): z.ZodType | undefined {
  return RESPONSE_DATA[operationKey(op)];
}

