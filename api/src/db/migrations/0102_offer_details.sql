-- What the catalogue records with each offer besides the contract columns of 0100: the language
-- the customer saw it in, the base price and the steps that led to the offered price (for
-- support and clarifications), and the condition grade sent with the trade analytics fields.
alter table offers add column locale text;
alter table offers add column base_price numeric(10, 2);
alter table offers add column pricing jsonb;
alter table offers add column condition_grade text;
