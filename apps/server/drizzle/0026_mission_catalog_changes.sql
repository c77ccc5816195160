CREATE TABLE "mission_catalog_changes" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mission_catalog_changes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"mission_id" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Hand-written: drizzle has no triggers. A mission inserted, or updated in what the public
-- list filters or orders by, is noted with its id; applications (applied_count) are not.
CREATE OR REPLACE FUNCTION note_mission_catalog_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO mission_catalog_changes (mission_id) VALUES (OLD.id);
  ELSE
    INSERT INTO mission_catalog_changes (mission_id) VALUES (NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER missions_catalog_insert AFTER INSERT OR DELETE ON missions
  FOR EACH ROW EXECUTE FUNCTION note_mission_catalog_change();
--> statement-breakpoint
CREATE TRIGGER missions_catalog_update AFTER UPDATE ON missions FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.subject IS DISTINCT FROM NEW.subject
    OR OLD.mission_type IS DISTINCT FROM NEW.mission_type OR OLD.labels IS DISTINCT FROM NEW.labels
    OR OLD.latitude IS DISTINCT FROM NEW.latitude OR OLD.longitude IS DISTINCT FROM NEW.longitude
    OR OLD.service_start IS DISTINCT FROM NEW.service_start
    OR OLD.service_end IS DISTINCT FROM NEW.service_end
    OR OLD.published_at IS DISTINCT FROM NEW.published_at
    OR OLD.district_path IS DISTINCT FROM NEW.district_path)
  EXECUTE FUNCTION note_mission_catalog_change();
