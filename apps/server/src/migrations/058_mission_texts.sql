-- Operator titles of missions per language (issue 18 console, docs/rewards.md "Missions and leaderboard"):
-- a Thai member reads the Thai title; a language without a title shows the task in words (metric and target).
CREATE TABLE mission_texts (
  mission_id bigint NOT NULL REFERENCES missions (id) ON DELETE CASCADE,
  language   text NOT NULL CHECK (language ~ '^[A-Z]{2,3}(-[A-Z]{2,4})?$'),
  title      text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  PRIMARY KEY (mission_id, language)
);
