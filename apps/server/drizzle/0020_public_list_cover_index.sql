DROP INDEX "missions_public_newest_idx";--> statement-breakpoint
-- Hand-written (drizzle has no INCLUDE): see the comment in src/db/schema/mission.ts.
CREATE INDEX "missions_public_newest_cover_idx" ON "missions" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("district_path","mission_type","subject","service_start","service_end") WHERE "missions"."status" in ('published', 'closed');
