import * as React from 'react';
import { Pencil } from '@/components/ui/icons';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { can } from '@/lib/auth/permissions';
import { currentUser } from '@/lib/auth/session';
import type { CustomerDto } from '@/lib/customers/dto';
import { PartyInfoCards } from '@/components/parties/party-info-cards';
import { DescriptionItem } from '@/components/ui/description-list';
import { formatMoney } from '@/lib/utils';
import { CustomerFormDialog } from './lazy-dialogs';
import { CustomerStatusBadge } from './customer-status-badge';

const COMING_SOON = [
  { value: 'locations', label: 'Locations', text: 'Customer locations will be available soon.' },
  { value: 'contacts', label: 'Contacts', text: 'Customer contacts will be available soon.' },
  { value: 'parts', label: 'Part Cross-References', text: 'Part cross-references will be available soon.' },
];

/**
 * /customers/{id} once its record is loaded (the route loads it and answers 404): the header with the back
 * link, status and Edit (for roles that may change customers), the four cards and the tabs to come.
 */
export async function CustomerDetail({ customer }: { customer: CustomerDto }) {
  const canEdit = can(await currentUser(), 'customers.write');
  return (
    <div className="space-y-6">
      <PageHeader
        back={{ href: '/customers', label: 'Back to Customers' }}
        title={customer.company_name}
        badges={<CustomerStatusBadge status={customer.status} />}
        subtitle={
          <>
            <span className="font-mono">{customer.customer_code}</span>
            {customer.dba_name && <> · DBA {customer.dba_name}</>}
          </>
        }
        actions={
          canEdit && (
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
          )
        }
      />

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

/** The cards of /customers/{id}: Basic Information, Financial Information, Address, Notes (only if present). */
export function CustomerInfoCards({ customer: c }: { customer: CustomerDto }) {
  return (
    <PartyInfoCards
      party={c}
      code={{ label: 'Customer Code', value: c.customer_code }}
      addressLabels={{ billing: 'Billing Address', shipping: 'Shipping Address', sameAs: 'Same as billing' }}
      terms={{
        title: 'Financial Information',
        rows: (
          <>
            <DescriptionItem label="Payment Terms">{c.payment_terms_text}</DescriptionItem>
            <DescriptionItem label="Credit Limit">{formatMoney(c.credit_limit, c.currency)}</DescriptionItem>
            <DescriptionItem label="Currency">{c.currency}</DescriptionItem>
            <DescriptionItem label="Tax ID">{c.tax_id}</DescriptionItem>
          </>
        ),
      }}
    />
  );
}
