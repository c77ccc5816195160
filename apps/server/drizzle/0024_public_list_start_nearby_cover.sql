DROP INDEX "missions_public_nearby_idx";--> statement-breakpoint
-- Hand-written (drizzle has no INCLUDE): see the comment in src/db/schema/mission.ts.
CREATE INDEX "missions_public_nearby_cover_idx" ON "missions" USING gist (point("longitude" * 0.92, "latitude")) INCLUDE ("id","longitude","latitude","status","district_path","mission_type","subject","service_start","service_end") WHERE "missions"."status" in ('published', 'closed') and "missions"."latitude" is not null;--> statement-breakpoint
CREATE INDEX "missions_public_start_cover_idx" ON "missions" USING btree ("service_start","id") INCLUDE ("status","district_path","mission_type","subject","service_end") WHERE "missions"."status" in ('published', 'closed');
