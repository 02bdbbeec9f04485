ALTER TABLE "orders" ADD COLUMN "refund_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_retry_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_refund_due_idx" ON "orders" USING btree ("refund_retry_at") WHERE "orders"."refund_due";