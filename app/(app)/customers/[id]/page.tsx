import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ArrowLeft, Pencil } from 'lucide-react';
import { CustomerInfoCards } from '@/components/customers/customer-detail';
import { CustomerFormDialog } from '@/components/customers/customer-form-dialog';
import { CustomerStatusBadge } from '@/components/customers/customer-status-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { requireContext } from '@/lib/auth/session';
import { findCustomer } from '@/lib/customers/service';

type Params = Promise<{ id: string }>;

const COMING_SOON = [
  { value: 'locations', label: 'Locations', text: 'Customer locations will be available soon.' },
  { value: 'contacts', label: 'Contacts', text: 'Customer contacts will be available soon.' },
  { value: 'parts', label: 'Part Cross-References', text: 'Part cross-references will be available soon.' },
];

function parseCustomerId(raw: string): number | null {
  return /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** One read per request, shared by the metadata and the page. */
const loadCustomer = cache(async (raw: string) => {
  const ctx = await requireContext();
  const id = parseCustomerId(raw);
  return id === null ? undefined : findCustomer(ctx, id);
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const customer = await loadCustomer((await params).id);
  return { title: customer ? `${customer.customer_code} ${customer.company_name}` : 'Customer not found' };
}

export default async function CustomerDetailPage({ params }: { params: Params }) {
  const customer = await loadCustomer((await params).id);
  if (!customer) notFound();

  return (
    <div className="space-y-6">
      <Link href="/customers" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Customers
      </Link>

      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold tracking-tight">{customer.company_name}</h1>
            <CustomerStatusBadge status={customer.status} />
          </div>
          <p className="text-sm text-muted-foreground">
            <span className="font-mono">{customer.customer_code}</span>
            {customer.dba_name && <> · DBA {customer.dba_name}</>}
          </p>
        </div>
        <CustomerFormDialog
          mode="edit"
          customer={customer}
          trigger={
            <Button variant="outline">
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          }
        />
      </div>

      <CustomerInfoCards customer={customer} />

      <Tabs defaultValue="locations">
        <TabsList>
          {COMING_SOON.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {COMING_SOON.map((t) => (
          <TabsContent key={t.value} value={t.value}>
            <Card>
              <CardContent className="py-6 text-center text-sm text-muted-foreground">{t.text}</CardContent>
            </Card>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
