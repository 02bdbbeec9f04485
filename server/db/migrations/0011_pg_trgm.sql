-- Trigram matching for search that forgives typos (decision 0026); PGlite loads it in connect.ts.
CREATE EXTENSION IF NOT EXISTS "pg_trgm";
