CREATE TYPE "public"."delivery_slot_kind" AS ENUM('window', 'fixed_time', 'midnight');--> statement-breakpoint
ALTER TYPE "public"."shipping_method" ADD VALUE 'L';--> statement-breakpoint
CREATE TABLE "delivery_blocked_dates" (
	"id" serial PRIMARY KEY NOT NULL,
	"zone_id" integer,
	"delivery_date" date NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "delivery_blocked_dates_reason_length" CHECK (char_length("delivery_blocked_dates"."reason") between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "delivery_slot_days" (
	"slot_id" integer NOT NULL,
	"delivery_date" date NOT NULL,
	"capacity_override" integer,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "delivery_slot_days_slot_id_delivery_date_pk" PRIMARY KEY("slot_id","delivery_date"),
	CONSTRAINT "delivery_slot_days_booked_not_negative" CHECK ("delivery_slot_days"."booked" >= 0),
	CONSTRAINT "delivery_slot_days_override_not_negative" CHECK ("delivery_slot_days"."capacity_override" is null or "delivery_slot_days"."capacity_override" >= 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"zone_id" integer NOT NULL,
	"kind" "delivery_slot_kind" NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	"fee_paise" integer DEFAULT 0 NOT NULL,
	"default_capacity" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "delivery_slots_valid" CHECK (0 <= "delivery_slots"."start_minute" and "delivery_slots"."start_minute" < "delivery_slots"."end_minute" and "delivery_slots"."end_minute" <= 1439
        and "delivery_slots"."fee_paise" >= 0 and "delivery_slots"."default_capacity" >= 0),
	CONSTRAINT "delivery_slots_midnight_late" CHECK ("delivery_slots"."kind" <> 'midnight' or "delivery_slots"."start_minute" >= 1320)
);
--> statement-breakpoint
CREATE TABLE "local_delivery_settings" (
	"zone_id" integer PRIMARY KEY NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"area_name" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"cutoff_minute" smallint NOT NULL,
	"lead_days" smallint DEFAULT 0 NOT NULL,
	"notice_minutes" smallint DEFAULT 0 NOT NULL,
	"horizon_days" smallint DEFAULT 30 NOT NULL,
	"charge_paise" integer NOT NULL,
	"free_shipping_value_paise" integer NOT NULL,
	CONSTRAINT "local_delivery_settings_valid" CHECK ("local_delivery_settings"."cutoff_minute" between 0 and 1439 and "local_delivery_settings"."lead_days" between 0 and 7
        and "local_delivery_settings"."notice_minutes" between 0 and 720 and "local_delivery_settings"."horizon_days" between 1 and 60
        and "local_delivery_settings"."charge_paise" >= 0 and "local_delivery_settings"."free_shipping_value_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_valid";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_perishable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "max_days_ahead" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_slot_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_slot_label" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_message" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_from" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "packed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipping_zones" ADD COLUMN "courier_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_blocked_dates" ADD CONSTRAINT "delivery_blocked_dates_zone_id_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_slot_days" ADD CONSTRAINT "delivery_slot_days_slot_id_delivery_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."delivery_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_slots" ADD CONSTRAINT "delivery_slots_zone_id_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_delivery_settings" ADD CONSTRAINT "local_delivery_settings_zone_id_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_blocked_dates_unique" ON "delivery_blocked_dates" USING btree (coalesce("zone_id", 0),"delivery_date");--> statement-breakpoint
CREATE INDEX "delivery_slots_zone_idx" ON "delivery_slots" USING btree ("zone_id","start_minute");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_slot_id_delivery_slots_id_fk" FOREIGN KEY ("delivery_slot_id") REFERENCES "public"."delivery_slots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_delivery_day_idx" ON "orders" USING btree ("delivery_date","delivery_slot_id") WHERE "orders"."delivery_date" is not null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_max_days_ahead_valid" CHECK ("products"."max_days_ahead" is null or ("products"."is_perishable" and "products"."max_days_ahead" between 0 and 29));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_hand_delivery_dated" CHECK (("orders"."shipping_method"::text = 'L') = ("orders"."delivery_date" is not null)
        and ("orders"."delivery_date" is null) = ("orders"."delivery_slot_id" is null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_message_length" CHECK (char_length("orders"."gift_message") <= 200 and char_length("orders"."gift_from") <= 50);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_valid" CHECK ("orders"."subtotal_paise" >= 0 and "orders"."offer_discount_paise" >= 0 and "orders"."coupon_discount_paise" >= 0
        and "orders"."shipping_charge_paise" >= 0 and "orders"."slot_fee_paise" >= 0 and "orders"."total_paise" >= 0);