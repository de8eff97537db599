-- Per-language texts of internal messages (operator console issue): the row in messages keeps the
-- default title and content; a text here overrides them for one language when a member reads in it
-- (TH is stored as TY, decision 0002). Same checks as messages; content stored sanitised.
CREATE TABLE message_texts (
  message_id  integer NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
  language    text NOT NULL CHECK (language ~ '^[A-Z]{2,3}(-[A-Z]{2,4})?$'),
  title       text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  content     text NOT NULL CHECK (length(content) <= 20000),
  PRIMARY KEY (message_id, language)
);
