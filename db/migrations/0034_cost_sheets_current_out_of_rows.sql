DROP INDEX "cost_sheets_current_key";--> statement-breakpoint
DROP INDEX "cost_sheets_current_sort_idx";--> statement-breakpoint
ALTER TABLE "cost_sheets" DROP COLUMN "is_current";--> statement-breakpoint
ALTER TABLE "cost_sheets" DROP COLUMN "sort_key";