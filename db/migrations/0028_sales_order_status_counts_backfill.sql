-- The counters of the orders that exist already (lib/sales/service.ts keeps them from here on).
INSERT INTO "sales_order_status_counts" ("status", "count")
SELECT "status", count(*) FROM "sales_orders" GROUP BY "status";
