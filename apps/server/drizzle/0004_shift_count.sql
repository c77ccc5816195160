ALTER TABLE "missions" ADD COLUMN "shift_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "missions" m SET "shift_count" = s.n FROM (SELECT "mission_id", count(*)::int AS n FROM "mission_times" GROUP BY "mission_id") s WHERE s."mission_id" = m."id";
