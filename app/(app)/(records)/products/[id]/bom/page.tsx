import type { Metadata } from 'next';
import { PageHeader } from '@/components/layout/page-header';
import { PrintButton } from '@/components/layout/print-button';
import { Card, CardContent } from '@/components/ui/card';
import { DescriptionItem, DescriptionList } from '@/components/ui/description-list';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { requireContext } from '@/lib/auth/session';
import { BOM_OPERATION_LABELS, BOM_TYPE_LABELS } from '@/lib/boms/constants';
import type { BomDto } from '@/lib/boms/dto';
import { getBomForProduct } from '@/lib/boms/service';
import { todayInPlant } from '@/lib/dates';
import { NotFoundError } from '@/lib/errors';
import type { RecordParams } from '@/lib/pages/detail';
import { formatDate, formatNumber } from '@/lib/utils';
import { productRecord } from '../record';

export async function generateMetadata({ params }: RecordParams): Promise<Metadata> {
  const { product } = await productRecord.load(params);
  return { title: `BOM · ${product.product_code}` };
}

/**
 * /products/{id}/bom: the product's bill of materials as a sheet to read and to print (what a toolroom or a press
 * pins up): header with product, type, version and print date, then the lines in sequence order.
 */
export default async function ProductBomPage({ params }: RecordParams) {
  const { product } = await productRecord.load(params);
  const ctx = await requireContext();
  let bom: BomDto | null = null;
  try {
    bom = await getBomForProduct(ctx, product.id);
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
  }
  return (
    <div className="space-y-6" data-print="sheet">
      <PageHeader
        back={{ href: `/products/${product.id}`, label: `Back to ${product.product_code}` }}
        title={
          <>
            Bill of Materials — <span className="font-mono">{product.product_code}</span>
          </>
        }
        subtitle={<span className="text-lg font-medium text-foreground">{product.product_name}</span>}
        actions={bom && <PrintButton label="Print BOM" />}
      />
      {!bom ? (
        <Card>
          <CardContent className="py-10 text-center text-muted-foreground">This product has no bill of materials yet. Add one from the Products Catalog.</CardContent>
        </Card>
      ) : (
        <>
          <DescriptionList columns={4} className="gap-3 text-sm font-medium">
            <DescriptionItem label="BOM type">{BOM_TYPE_LABELS[bom.bom_type] ?? bom.bom_type}</DescriptionItem>
            <DescriptionItem label="Version" className="tabular-nums">
              {bom.version}
            </DescriptionItem>
            <DescriptionItem label="Status">{bom.is_active ? 'Active' : 'Inactive'}</DescriptionItem>
            <DescriptionItem label="Last changed · printed">
              {formatDate(bom.updated_at)} · {formatDate(todayInPlant())}
            </DescriptionItem>
          </DescriptionList>
          <div className="overflow-hidden rounded-md border bg-card">
            <Table>
              <caption className="sr-only">Lines of the bill of materials</caption>
              <TableHeader className="bg-muted/40">
                <TableRow>
                  <TableHead className="w-12 text-right">#</TableHead>
                  <TableHead>Component</TableHead>
                  <TableHead>Description</TableHead>
                  <TableHead className="text-right">Quantity</TableHead>
                  <TableHead>Unit</TableHead>
                  <TableHead className="text-right">Scrap %</TableHead>
                  <TableHead>Operation</TableHead>
                  <TableHead>Notes</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {bom.items.map((item) => (
                  <TableRow key={item.id}>
                    <TableCell className="text-right tabular-nums">{item.sequence}</TableCell>
                    <TableCell className="font-mono font-medium">{item.component.product_code}</TableCell>
                    <TableCell className="whitespace-normal">{item.component.product_name}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatNumber(item.quantity, 4)}</TableCell>
                    <TableCell>{item.unit}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatNumber(item.scrap_percentage, 2)}</TableCell>
                    <TableCell>{BOM_OPERATION_LABELS[item.operation as keyof typeof BOM_OPERATION_LABELS] ?? item.operation}</TableCell>
                    <TableCell className="whitespace-normal">{item.notes}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </>
      )}
    </div>
  );
}
