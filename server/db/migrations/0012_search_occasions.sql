CREATE TYPE "public"."occasion_kind" AS ENUM('occasion', 'recipient');--> statement-breakpoint
CREATE TABLE "occasions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "occasion_kind" NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "occasions_slug_format" CHECK ("occasions"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length("occasions"."slug") <= 60),
	CONSTRAINT "occasions_title_length" CHECK (length("occasions"."title") between 1 and 40),
	CONSTRAINT "occasions_description_length" CHECK (length("occasions"."description") <= 300)
);
--> statement-breakpoint
CREATE TABLE "product_occasions" (
	"product_id" integer NOT NULL,
	"occasion_id" integer NOT NULL,
	CONSTRAINT "product_occasions_occasion_id_product_id_pk" PRIMARY KEY("occasion_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"words" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_size" CHECK (cardinality("search_synonyms"."words") between 2 and 10)
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, name), 'A') || setweight(to_tsvector('simple'::regconfig, search_terms), 'B') || setweight(to_tsvector('simple'::regconfig, left(description, 500)), 'D')) STORED;--> statement-breakpoint
ALTER TABLE "product_occasions" ADD CONSTRAINT "product_occasions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_occasions" ADD CONSTRAINT "product_occasions_occasion_id_occasions_id_fk" FOREIGN KEY ("occasion_id") REFERENCES "public"."occasions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "occasions_slug_unique" ON "occasions" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "occasions_kind_position_idx" ON "occasions" USING btree ("kind","position");--> statement-breakpoint
CREATE INDEX "product_occasions_product_idx" ON "product_occasions" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
-- An existing store's products become searchable by their category at once; server/db/search-index.ts keeps both fresh from here on.
UPDATE "products" p SET "search_terms" = c."name" FROM "categories" c WHERE c."id" = p."category_id";--> statement-breakpoint
INSERT INTO "search_words" ("word") SELECT word FROM ts_stat($$SELECT to_tsvector('simple', name || ' ' || search_terms) FROM products WHERE is_active$$) WHERE length(word) BETWEEN 3 AND 30 AND word ~ '^[a-z]+$';
