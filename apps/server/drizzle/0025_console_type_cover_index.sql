-- Hand-written (drizzle has no INCLUDE): see the comment in src/db/schema/mission.ts.
CREATE INDEX IF NOT EXISTS "missions_type_created_cover_idx" ON "missions" USING btree ("mission_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("district_path","status");
