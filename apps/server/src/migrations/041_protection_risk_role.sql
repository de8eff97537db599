-- The risk team (issue 20): reads members' protection state and records notes.
ALTER TABLE operators DROP CONSTRAINT IF EXISTS operators_role_check;
ALTER TABLE operators ADD CONSTRAINT operators_role_check CHECK (role IN ('admin', 'finance', 'content', 'support', 'risk'));
