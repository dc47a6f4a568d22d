CREATE TYPE "public"."machine_status" AS ENUM('running', 'idle', 'maintenance', 'offline', 'error');--> statement-breakpoint
CREATE TABLE "machines" (
	"id" serial PRIMARY KEY NOT NULL,
	"machine_number" text NOT NULL,
	"machine_name" text NOT NULL,
	"tonnage" integer,
	"status" "machine_status" DEFAULT 'idle' NOT NULL,
	"hourly_rate" numeric(10, 2) DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "machines_tonnage_positive" CHECK ("machines"."tonnage" is null or "machines"."tonnage" > 0),
	CONSTRAINT "machines_hourly_rate_nonnegative" CHECK ("machines"."hourly_rate" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "machines_machine_number_key" ON "machines" USING btree (lower("machine_number"));