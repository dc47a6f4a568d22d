CREATE TABLE "sales_order_status_counts" (
	"status" "sales_order_status" PRIMARY KEY NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL
);
