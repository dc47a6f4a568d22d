import * as React from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

const COMING_SOON = [
  { value: 'locations', label: 'Locations', text: 'Supplier locations will be available soon.' },
  { value: 'contacts', label: 'Contacts', text: 'Supplier contacts will be available soon.' },
  { value: 'parts', label: 'Part Numbers', text: 'Supplier part numbers will be available soon.' },
];

function Placeholder({ children }: { children: React.ReactNode }) {
  return (
    <Card>
      <CardContent className="py-6 text-center text-sm text-muted-foreground">{children}</CardContent>
    </Card>
  );
}

/**
 * Info (placeholder), Scorecard Performance, and the three 'coming soon' tabs (spec §2). The scorecard tab is
 * where the work is, so the page opens on it.
 */
export function SupplierTabs({ scorecard }: { scorecard: React.ReactNode }) {
  return (
    <Tabs defaultValue="scorecard">
      <TabsList className="flex-wrap">
        <TabsTrigger value="info">Info</TabsTrigger>
        <TabsTrigger value="scorecard">Scorecard Performance</TabsTrigger>
        {COMING_SOON.map((t) => (
          <TabsTrigger key={t.value} value={t.value}>
            {t.label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="info">
        <Placeholder>Purchasing history, certifications and documents for this supplier will appear here. Its master data is in the cards above.</Placeholder>
      </TabsContent>
      <TabsContent value="scorecard" className="grid gap-4">
        {scorecard}
      </TabsContent>
      {COMING_SOON.map((t) => (
        <TabsContent key={t.value} value={t.value}>
          <Placeholder>{t.text}</Placeholder>
        </TabsContent>
      ))}
    </Tabs>
  );
}
