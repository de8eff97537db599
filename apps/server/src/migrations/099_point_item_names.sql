-- Points-mall item names in the content languages besides English and Thai (docs/rewards.md, "Points and the
-- points mall"): { "VI": "...", "HI": "..." }. name_en and name_th stay the two names every item has; a reader
-- gets their language, a twin code, else English (inLanguage).
ALTER TABLE point_mall_items ADD COLUMN names jsonb NOT NULL DEFAULT '{}'::jsonb;
