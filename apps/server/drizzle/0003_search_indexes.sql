-- pg_trgm backs the contains-search (ilike '%…%') indexes below; trusted, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "missions_path_idx";--> statement-breakpoint
CREATE INDEX "districts_name_trgm_idx" ON "districts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "missions_public_newest_idx" ON "missions" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "missions"."status" in ('published', 'closed');--> statement-breakpoint
CREATE INDEX "missions_subject_trgm_idx" ON "missions" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "missions_path_idx" ON "missions" USING btree ("district_path" text_pattern_ops,"status","mission_type");