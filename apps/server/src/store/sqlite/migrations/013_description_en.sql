-- The generated short description in English too (docs/decisions/180): the generator writes both
-- languages; a description from elsewhere (an import) has none and is shown as written.
ALTER TABLE companies ADD COLUMN short_description_en TEXT;
