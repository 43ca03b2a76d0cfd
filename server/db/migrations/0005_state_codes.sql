-- Custom SQL migration file, put your code below! --
-- hand-written below
-- A U.S. state is stored by its two-letter code everywhere (shown by name): listings saved with the state's
-- name ("Illinois", "texas") or a lower-case code ("il") get the upper-case code; other countries'
-- regions are left as typed.
UPDATE "listings" AS l
SET "state" = s.code
FROM (VALUES
  ('AL', 'alabama'),
  ('AK', 'alaska'),
  ('AZ', 'arizona'),
  ('AR', 'arkansas'),
  ('CA', 'california'),
  ('CO', 'colorado'),
  ('CT', 'connecticut'),
  ('DE', 'delaware'),
  ('FL', 'florida'),
  ('GA', 'georgia'),
  ('HI', 'hawaii'),
  ('ID', 'idaho'),
  ('IL', 'illinois'),
  ('IN', 'indiana'),
  ('IA', 'iowa'),
  ('KS', 'kansas'),
  ('KY', 'kentucky'),
  ('LA', 'louisiana'),
  ('ME', 'maine'),
  ('MD', 'maryland'),
  ('MA', 'massachusetts'),
  ('MI', 'michigan'),
  ('MN', 'minnesota'),
  ('MS', 'mississippi'),
  ('MO', 'missouri'),
  ('MT', 'montana'),
  ('NE', 'nebraska'),
  ('NV', 'nevada'),
  ('NH', 'new hampshire'),
  ('NJ', 'new jersey'),
  ('NM', 'new mexico'),
  ('NY', 'new york'),
  ('NC', 'north carolina'),
  ('ND', 'north dakota'),
  ('OH', 'ohio'),
  ('OK', 'oklahoma'),
  ('OR', 'oregon'),
  ('PA', 'pennsylvania'),
  ('RI', 'rhode island'),
  ('SC', 'south carolina'),
  ('SD', 'south dakota'),
  ('TN', 'tennessee'),
  ('TX', 'texas'),
  ('UT', 'utah'),
  ('VT', 'vermont'),
  ('VA', 'virginia'),
  ('WA', 'washington'),
  ('WV', 'west virginia'),
  ('WI', 'wisconsin'),
  ('WY', 'wyoming')
) AS s(code, name)
WHERE l."country" = 'United States'
  AND l."state" <> s.code
  AND lower(trim(l."state")) IN (s.name, lower(s.code));
