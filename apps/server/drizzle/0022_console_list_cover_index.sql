DROP INDEX "missions_created_idx";--> statement-breakpoint
-- Hand-written (drizzle has no INCLUDE): see the comment in src/db/schema/mission.ts.
CREATE INDEX "missions_created_cover_idx" ON "missions" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("district_path","status","mission_type");
