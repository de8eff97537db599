-- Per-language texts of banners and notices (issue 16: a Thai member reads the marquee, the notice
-- modal, game announcements and banner captions in Thai). The row in banners/notices is the brand's
-- default language; a text here overrides it for one language (TH reads TY, decision 0002).
CREATE TABLE banner_texts (
  banner_id  integer NOT NULL REFERENCES banners (id) ON DELETE CASCADE,
  language   text NOT NULL CHECK (language ~ '^[A-Z]{2,3}(-[A-Z]{2,4})?$'),
  title      text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  -- A picture with words in it needs its own picture per language; NULL keeps the default one.
  image_url  text,
  PRIMARY KEY (banner_id, language)
);

CREATE TABLE notice_texts (
  notice_id  integer NOT NULL REFERENCES notices (id) ON DELETE CASCADE,
  language   text NOT NULL CHECK (language ~ '^[A-Z]{2,3}(-[A-Z]{2,4})?$'),
  title      text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  -- Stored as written by the operator; sanitised on the way out like notices.content.
  content    text NOT NULL CHECK (length(content) <= 20000),
  PRIMARY KEY (notice_id, language)
);
