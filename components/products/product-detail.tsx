import Link from '@/components/ui/link';
import { PageHeader } from '@/components/layout/page-header';
import { ListTree } from '@/components/ui/icons';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DescriptionItem, DescriptionList } from '@/components/ui/description-list';
import { StatCard } from '@/components/ui/stat-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { ProductCostingView } from '@/lib/costing/types';
import type { InventoryLocationRow } from '@/lib/inventory/dto';
import { HEALTHY_MARGIN_PERCENT, isHealthyMargin, marginPercent, productionRatePerHour } from '@/lib/products/figures';
import type { ProductDto } from '@/lib/products/dto';
import { PRODUCT_TYPE_LABELS } from '@/lib/products/constants';
import { cn, formatNumber, formatPercent, formatUnitPrice } from '@/lib/utils';
import type { MovementDto } from '@/lib/inventory/dto';
import { InventoryByLocation } from '@/components/inventory/inventory-by-location';
import { MovementHistory } from '@/components/inventory/movement-history';
import { CostSheetVersions } from '@/components/costing/cost-sheet-versions';
import type { PageLocation } from '@/lib/list/sort';
import { ProductCostingTab } from './lazy-panels';
import { ProductTypeBadge } from './product-type-badge';

/** `today` is the plant's calendar day (`todayInPlant()`), which inventory ages count from. */
type Props = {
  product: ProductDto;
  inventory: InventoryLocationRow[];
  /** The newest stock movements (the first page of the history) and how many there are. */
  movements: { latest: MovementDto[]; total: number };
  costing: ProductCostingView;
  today: string;
  initialTab?: string;
  /** The page's path and query (the movement history's page and order). */
  location: PageLocation;
  /** Remaining quantities of placed, unfinished purchase orders (CONTRACT §11). */
  onOrder?: { quantity_on_order: number; open_orders: number };
};

/** /products/{id}: header and the Overview, Inventory, Pricing & Costing and Production tabs. */
export function ProductDetail({ product, inventory, movements, costing, today, initialTab = 'overview', location, onOrder }: Props) {
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <PageHeader
          back={{ href: '/products', label: 'Back to Products' }}
          title={<span className="font-mono">{product.product_code}</span>}
          badges={
            <>
              <ProductTypeBadge type={product.product_type} />
              {!product.is_active && <Badge variant="secondary">Inactive</Badge>}
            </>
          }
          subtitle={<span className="text-lg font-medium text-foreground">{product.product_name}</span>}
          actions={
            <Button asChild variant="outline">
              <Link href={`/products/${product.id}/bom`}>
                <ListTree aria-hidden="true" /> Bill of Materials
              </Link>
            </Button>
          }
        />
        {product.description && <p className="max-w-3xl text-sm text-muted-foreground">{product.description}</p>}
      </div>

      <Tabs defaultValue={initialTab} className="gap-4">
        <TabsList className="h-auto flex-wrap">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="inventory">Inventory</TabsTrigger>
          <TabsTrigger value="pricing">Pricing &amp; Costing</TabsTrigger>
          <TabsTrigger value="production">Production</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab product={product} />
        </TabsContent>
        <TabsContent value="inventory" className="space-y-4">
          <StockLevels product={product} onOrder={onOrder} />
          <InventoryByLocation rows={inventory} unit={product.unit} today={today} storage={[product.storage_location, product.bin_location].filter(Boolean).join(' · ')} />
          <MovementHistory productId={product.id} latest={movements.latest} total={movements.total} location={location} />
        </TabsContent>
        <TabsContent value="pricing">
          <PricingTab product={product} costing={costing} location={location} />
        </TabsContent>
        <TabsContent value="production">
          <ProductionTab product={product} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function Fields({ items }: { items: [label: string, value: React.ReactNode][] }) {
  return (
    <DescriptionList className="gap-x-6 gap-y-3 text-sm">
      {items.map(([label, value]) => (
        <DescriptionItem key={label} label={label} className="min-w-0">
          {value}
        </DescriptionItem>
      ))}
    </DescriptionList>
  );
}

function Section({ title, children, className }: { title: string; children: React.ReactNode; className?: string }) {
  return (
    <Card className={cn('gap-4', className)}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function OverviewTab({ product: p }: { product: ProductDto }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Section title="Basic Information">
        <Fields
          items={[
            ['Part Number', <span key="c" className="font-mono">{p.product_code}</span>],
            ['Description', p.product_name],
            ['Category', p.category],
            ['Product Type', PRODUCT_TYPE_LABELS[p.product_type]],
            ['Unit', p.unit],
            ['Customer', p.customer ? `${p.customer.company_name} (${p.customer.customer_code})` : null],
            ['Status', p.is_active ? 'Active' : 'Inactive'],
          ]}
        />
      </Section>
      <Section title="Material & Physical Properties">
        <Fields
          items={[
            ['Material Type', p.material_type],
            ['Color', p.color],
            ['Weight', p.weight_grams === null ? null : `${formatNumber(p.weight_grams, 4)} g`],
            ['Cavity Count', p.cavity_count === null ? null : formatNumber(p.cavity_count)],
          ]}
        />
      </Section>
      <Section title="Engineering Data">
        <Fields
          items={[
            ['Drawing Number', p.drawing_number],
            ['Revision', p.revision],
            ['Specifications', p.specifications],
            ['Quality Standards', p.quality_standards],
          ]}
        />
      </Section>
      <Section title="Notes">
        {p.notes ? <p className="text-sm whitespace-pre-line">{p.notes}</p> : <p className="text-sm text-muted-foreground">No notes.</p>}
      </Section>
    </div>
  );
}

function StockLevels({ product: p, onOrder }: { product: ProductDto; onOrder?: Props['onOrder'] }) {
  const qty = (v: number | null) => (v === null ? <span className="text-base font-normal text-muted-foreground">Not Set</span> : `${formatNumber(v, 4)}`);
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-5">
      <StatCard label="Min Stock" value={qty(p.min_stock_level)} hint={p.unit} />
      <StatCard label="Max Stock" value={qty(p.max_stock_level)} hint={p.max_stock_level === null ? undefined : p.unit} />
      <StatCard label="Reorder Point" value={qty(p.reorder_level)} hint={p.unit} />
      <StatCard label="Reorder Quantity" value={qty(p.reorder_quantity)} hint={p.unit} />
      {onOrder && (
        <StatCard
          label="On Order"
          value={qty(onOrder.quantity_on_order)}
          hint={`${p.unit} · ${onOrder.open_orders} open purchase order${onOrder.open_orders === 1 ? '' : 's'}`}
          href={`/purchasing?product_id=${p.id}&status=ordered,partially_received`}
          testId="product-on-order"
        />
      )}
    </div>
  );
}

function PricingTab({ product: p, costing, location }: { product: ProductDto; costing: ProductCostingView; location: PageLocation }) {
  const margin = marginPercent(p.selling_price, p.standard_cost);
  const healthy = isHealthyMargin(margin);
  let marginNote: React.ReactNode;
  if (p.selling_price === 0) marginNote = 'No selling price set';
  else if (healthy) marginNote = <Badge variant="success">Healthy margin</Badge>;
  else if (margin < 0) marginNote = <Badge variant="danger">Selling below cost</Badge>;
  else marginNote = <Badge variant="warning">Below the {HEALTHY_MARGIN_PERCENT}% target</Badge>;
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Standard Cost" value={formatUnitPrice(p.standard_cost)} hint={`per ${p.unit}`} />
        <StatCard label="Selling Price" value={formatUnitPrice(p.selling_price)} hint={`per ${p.unit}`} />
        <div data-testid="margin" data-healthy={healthy ? 'true' : 'false'}>
          <StatCard
            label="Margin"
            value={formatPercent(margin, 1)}
            valueClassName={healthy ? 'text-green-700' : margin < 0 ? 'text-red-700' : 'text-amber-700'}
            hint={marginNote}
            className="h-full"
          />
        </div>
      </div>
      <ProductCostingTab
        product={p}
        costing={costing}
        versions={costing.sheet ? <CostSheetVersions productId={p.id} latest={costing.versions.latest} total={costing.versions.total} location={location} /> : null}
      />
    </div>
  );
}

function ProductionTab({ product: p }: { product: ProductDto }) {
  const rate = productionRatePerHour(p.cycle_time_seconds, p.parts_per_cycle);
  return (
    <div className="space-y-4">
      <Section title="Mold">
        {p.mold ? (
          <Fields
            items={[
              [
                'Mold Code',
                <Link key="m" href={`/molds/${p.mold.id}`} className="font-mono font-medium text-sky-700 hover:underline">
                  {p.mold.mold_code}
                </Link>,
              ],
              ['Mold Name', p.mold.mold_name],
              ['Cavities', formatNumber(p.mold.cavity_count)],
            ]}
          />
        ) : (
          <p className="text-sm text-muted-foreground">No mold assigned to this product.</p>
        )}
      </Section>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Cycle Time" value={p.cycle_time_seconds === null ? <NotSet /> : `${formatNumber(p.cycle_time_seconds, 2)} s`} />
        <StatCard label="Parts per Cycle" value={p.parts_per_cycle === null ? <NotSet /> : formatNumber(p.parts_per_cycle)} />
        <StatCard
          label="Production Rate"
          value={rate === null ? <NotSet /> : `${formatNumber(rate, 0)} parts/hour`}
          hint={rate === null ? 'Needs a cycle time and parts per cycle' : '3600 ÷ cycle time × parts per cycle'}
        />
      </div>
    </div>
  );
}

function NotSet() {
  return <span className="text-base font-normal text-muted-foreground">Not Set</span>;
}
