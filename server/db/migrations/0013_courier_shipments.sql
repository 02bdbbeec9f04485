CREATE TYPE "public"."shipment_state" AS ENUM('booking', 'booked', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'rto', 'failed', 'cancelled');--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"code" smallint,
	"label" text NOT NULL,
	"activity" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"occurred_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moved_to" "shipment_state",
	CONSTRAINT "shipment_events_kind_valid" CHECK ("shipment_events"."kind" in ('status', 'scan')),
	CONSTRAINT "shipment_events_text_bounded" CHECK (char_length("shipment_events"."label") <= 80 and char_length("shipment_events"."activity") <= 300 and char_length("shipment_events"."location") <= 120)
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"state" "shipment_state" DEFAULT 'booking' NOT NULL,
	"channel_order_id" text NOT NULL,
	"provider_order_id" text,
	"provider_shipment_id" text,
	"courier_id" integer,
	"courier_name" text,
	"awb" text,
	"tracking_url" text,
	"charge_paise" integer,
	"weight_grams" integer NOT NULL,
	"length_cm" integer NOT NULL,
	"breadth_cm" integer NOT NULL,
	"height_cm" integer NOT NULL,
	"pickup_scheduled_for" timestamp with time zone,
	"pickup_token" text,
	"manifest_url" text,
	"label_key" text,
	"expected_on" date,
	"booked_at" timestamp with time zone,
	"picked_up_at" timestamp with time zone,
	"out_for_delivery_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"rto_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"last_status_at" timestamp with time zone,
	"attention" text,
	"last_error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"retry_at" timestamp with time zone,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"stamped_packed_at" timestamp with time zone,
	"booked_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_awb_when_booked" CHECK ("shipments"."state" in ('booking', 'failed', 'cancelled') or "shipments"."awb" is not null),
	CONSTRAINT "shipments_parcel_valid" CHECK ("shipments"."weight_grams" > 0 and "shipments"."length_cm" > 0 and "shipments"."breadth_cm" > 0 and "shipments"."height_cm" > 0),
	CONSTRAINT "shipments_attempts_valid" CHECK ("shipments"."attempts" >= 0),
	CONSTRAINT "shipments_text_bounded" CHECK (char_length("shipments"."last_error") <= 300 and char_length("shipments"."attention") <= 80
        and char_length("shipments"."tracking_url") <= 300)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_url" text;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_dedupe_unique" ON "shipment_events" USING btree ("shipment_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "shipment_events_timeline_idx" ON "shipment_events" USING btree ("shipment_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_channel_order_unique" ON "shipments" USING btree ("channel_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_awb_unique" ON "shipments" USING btree ("awb") WHERE "shipments"."awb" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_one_live_per_order" ON "shipments" USING btree ("order_id") WHERE "shipments"."state" not in ('failed', 'cancelled');--> statement-breakpoint
CREATE INDEX "shipments_due_idx" ON "shipments" USING btree ("retry_at") WHERE "shipments"."state" = 'booking';--> statement-breakpoint
CREATE INDEX "shipments_state_idx" ON "shipments" USING btree ("state","updated_at");--> statement-breakpoint
CREATE INDEX "shipments_provider_order_idx" ON "shipments" USING btree ("provider_order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tracking_url_valid" CHECK ("orders"."tracking_url" like 'https://%' and char_length("orders"."tracking_url") <= 300);