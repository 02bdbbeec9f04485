ALTER TABLE "products" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate" smallint;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gst_rate" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hsn_code_valid" CHECK ("products"."hsn_code" is null or "products"."hsn_code" ~ '^[0-9]{4}([0-9]{2}){0,2}$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gst_rate_valid" CHECK ("products"."gst_rate" is null or "products"."gst_rate" in (0, 5, 12, 18, 28));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_hsn_code_valid" CHECK ("order_items"."hsn_code" is null or "order_items"."hsn_code" ~ '^[0-9]{4}([0-9]{2}){0,2}$');--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_gst_rate_valid" CHECK ("order_items"."gst_rate" is null or "order_items"."gst_rate" in (0, 5, 12, 18, 28));