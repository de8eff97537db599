-- Operator order of notices (issue 16, console notices page): lower first; equal sort keeps newest first.
-- Every existing row gets 0, so the marquee reads as before until an operator sets an order.
ALTER TABLE notices ADD COLUMN sort integer NOT NULL DEFAULT 0 CHECK (sort BETWEEN -10000 AND 10000);
