DROP INDEX "service_records_volunteer_time_idx";--> statement-breakpoint
-- Hand-written (drizzle has no INCLUDE): 服务记录's page reads one volunteer's history backwards
-- along (volunteer_id, occurred_at, id), and its count and minute totals come from the index
-- alone (an index-only scan), without visiting each record of a long history.
CREATE INDEX "service_records_volunteer_time_cover_idx" ON "service_records" USING btree ("volunteer_id","occurred_at","id") INCLUDE ("kind","state","minutes");
