-- The generated short description in English too, as in the embedded store's migration 013
-- (docs/decisions/180): a description from elsewhere (an import) has none.
ALTER TABLE companies ADD COLUMN short_description_en TEXT;
