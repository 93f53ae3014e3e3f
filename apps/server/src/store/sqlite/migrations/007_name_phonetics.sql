-- Sound-alike names (docs/decisions/030): each vocabulary term carries its Kölner Phonetik code,
-- indexed, so the phonetic tier looks up 'meier' → code 67 → mayer, maier, meyer without a scan.
-- name_phonetic() is the SQL function every dataset connection registers (database.ts); this
-- fills the codes of a dataset built before this migration.
ALTER TABLE name_vocab ADD COLUMN phonetic TEXT NOT NULL DEFAULT '';
UPDATE name_vocab SET phonetic = name_phonetic(term);
CREATE INDEX name_vocab_by_phonetic ON name_vocab (phonetic, doc_count DESC);
