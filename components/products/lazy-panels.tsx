'use client';

import { clientOnly } from '@/components/ui/client-only';
import { PanelSkeleton } from '@/components/ui/skeleton';

// The cost sheet of the Pricing & Costing tab (versions, chart, the edit dialog) is a client component: its code
// loads when the tab is opened, not with the page, which opens on Overview.
export const ProductCostingTab = clientOnly(() => import('@/components/costing/product-costing-tab').then((m) => m.ProductCostingTab), { fallback: PanelSkeleton });
