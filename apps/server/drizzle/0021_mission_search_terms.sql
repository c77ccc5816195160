-- Hand-written function (drizzle has none): the terms the public list's keyword, type and
-- subtree filters are found by (src/db/schema/mission.ts, missions_search_terms_idx).
-- The subject's two-character pieces, lower-cased; 't:' and the type; 'd:' and the path of each
-- node from the root down to the mission's own ('/1/', '/1/18/', '/1/18/7065/').
CREATE FUNCTION mission_search_terms(subject text, mission_type text, district_path text)
RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select array(
    select substr(lower(subject), i, 2) from generate_series(1, char_length(subject) - 1) i
    union
    select 't:' || mission_type where mission_type is not null
    union
    select 'd:/' || array_to_string(parts[1:k], '/') || '/'
    from (select string_to_array(trim(both '/' from district_path), '/') as parts) p,
      generate_series(1, cardinality(parts)) k
    where district_path is not null and district_path <> '/'
  )
$$;--> statement-breakpoint
CREATE INDEX "missions_search_terms_idx" ON "missions" USING gin (mission_search_terms("subject", "mission_type", "district_path"));
