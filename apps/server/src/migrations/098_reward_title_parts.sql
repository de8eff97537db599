-- What a reward's or bonus's title names (docs/rewards.md, "Titles"): the web composes the title in the
-- member's language from its catalogue and these parts (key, per-language names, VIP level code,
-- quantity). NULL for rows written before: their English `title` is shown as it is.
ALTER TABLE reward_offers ADD COLUMN title_parts jsonb;
ALTER TABLE reward_bonuses ADD COLUMN title_parts jsonb;
