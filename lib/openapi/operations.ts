/**
 * Every operation of the REST API under /api, in the document's order: what the OpenAPI document
 * (`lib/openapi/document.ts`, served at /api/openapi.json and shown at /api-docs) is built from. Each module declares
 * its own operations beside its code (`lib/<module>/openapi.ts`); see ./types.ts for what an entry says.
 *
 * Adding a route = adding its entry to its module's list (`tests/api/openapi.test.ts` fails while a route's
 * method is missing, or an entry has no route).
 */
import { auditOperations, authOperations, userOperations } from '@/lib/auth/openapi';
import { dashboardOperations } from '@/lib/dashboard/openapi';
import { systemOperations } from '@/lib/system/openapi';
import { moldOperations } from '@/lib/molds/openapi';
import { productOperations } from '@/lib/products/openapi';
import { bomOperations } from '@/lib/boms/openapi';
import { inventoryOperations } from '@/lib/inventory/openapi';
import { customerOperations } from '@/lib/customers/openapi';
import { supplierOperations, scorecardOperations, correctiveActionOperations } from '@/lib/suppliers/openapi';
import { costingOperations } from '@/lib/costing/openapi';
import { productionOperations } from '@/lib/production/openapi';
import { machineOperations } from '@/lib/machines/openapi';
import { maintenanceOperations } from '@/lib/maintenance/openapi';
import { purchasingOperations } from '@/lib/purchasing/openapi';
import { customerRecordOps, salesOperations } from '@/lib/sales/openapi';
import { oeeOperations } from '@/lib/oee/openapi';
import { scanOperations } from '@/lib/scan/openapi';
import type { Operation } from './types';

export { updates, type HttpMethod, type Operation, type ResponseKind, type Tag, TAGS } from './types';

export const OPERATIONS: Operation[] = [
  ...authOperations,
  ...systemOperations,
  ...dashboardOperations,
  ...auditOperations,
  ...userOperations,
  ...moldOperations,
  ...productOperations,
  ...bomOperations,
  ...inventoryOperations,
  ...customerOperations,
  ...customerRecordOps,
  ...supplierOperations,
  ...scorecardOperations,
  ...correctiveActionOperations,
  ...costingOperations,
  ...productionOperations,
  ...machineOperations,
  ...maintenanceOperations,
  ...purchasingOperations,
  ...salesOperations,
  ...oeeOperations,
  ...scanOperations,
];
