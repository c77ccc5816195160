-- Monthly service minutes belong to the China-time month the service was given (occurred_at),
-- not the month the record became final: recount every figure from the final records.
DELETE FROM "volunteer_month_minutes";
--> statement-breakpoint
INSERT INTO "volunteer_month_minutes" ("volunteer_id", "month", "minutes")
SELECT "volunteer_id", to_char("occurred_at" AT TIME ZONE 'Asia/Shanghai', 'YYYYMM')::integer, sum("minutes")::integer
FROM "service_records"
WHERE "state" = 'final' AND "kind" <> 'training'
GROUP BY 1, 2
HAVING sum("minutes") > 0;
