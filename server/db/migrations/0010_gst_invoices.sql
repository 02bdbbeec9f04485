CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year"),
	CONSTRAINT "document_counters_series" CHECK ("document_counters"."series" in ('invoice', 'credit_note')),
	CONSTRAINT "document_counters_last" CHECK ("document_counters"."last" >= 1)
);
--> statement-breakpoint
CREATE TABLE "invoice_backlog" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"refers_to" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_on" date NOT NULL,
	"place_of_supply" text NOT NULL,
	"intra_state" boolean NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"rounding_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"document" jsonb NOT NULL,
	CONSTRAINT "tax_documents_kind" CHECK ("tax_documents"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "tax_documents_refers_to" CHECK (("tax_documents"."kind" = 'invoice') = ("tax_documents"."refers_to" is null)),
	CONSTRAINT "tax_documents_sequence" CHECK ("tax_documents"."sequence" >= 1)
);
--> statement-breakpoint
CREATE TABLE "tax_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" text NOT NULL,
	"trade_name" text DEFAULT '' NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"pincode" text NOT NULL,
	"state" text NOT NULL,
	"gstin" text NOT NULL,
	"invoice_prefix" text NOT NULL,
	"charges_gst_rate" smallint NOT NULL,
	"charges_sac" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_settings_singleton" CHECK ("tax_settings"."id" = 1),
	CONSTRAINT "tax_settings_gstin" CHECK ("tax_settings"."gstin" ~ '^[0-9]{2}[A-Z0-9]{13}$'),
	CONSTRAINT "tax_settings_prefix" CHECK ("tax_settings"."invoice_prefix" ~ '^[A-Z0-9]{1,2}$'),
	CONSTRAINT "tax_settings_charges_rate" CHECK ("tax_settings"."charges_gst_rate" in (0, 5, 12, 18, 28))
);
--> statement-breakpoint
ALTER TABLE "invoice_backlog" ADD CONSTRAINT "invoice_backlog_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_refers_to_tax_documents_id_fk" FOREIGN KEY ("refers_to") REFERENCES "public"."tax_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_number" ON "tax_documents" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_order_kind" ON "tax_documents" USING btree ("order_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_series_sequence" ON "tax_documents" USING btree ("kind","financial_year","sequence");--> statement-breakpoint
CREATE INDEX "tax_documents_issued_on" ON "tax_documents" USING btree ("issued_on");--> statement-breakpoint
CREATE FUNCTION "tax_documents_never_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'tax document % was issued and cannot be changed or deleted', OLD."number";
END;
$$;--> statement-breakpoint
CREATE TRIGGER "tax_documents_never_change" BEFORE UPDATE OR DELETE ON "tax_documents" FOR EACH ROW EXECUTE FUNCTION "tax_documents_never_change"();
