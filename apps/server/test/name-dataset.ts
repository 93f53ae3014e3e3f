import { nameIndexText } from '@fd/contract';
import { migrate, openDatabase, type SqliteDatabase } from '../src/store/sqlite/database';
import { rebuildVocabulary } from '../src/store/sqlite/search-indexes';

/** An in-memory dataset whose name index holds `names`, the first with id 1 (the most popular). */
export function nameDataset(names: string[]): SqliteDatabase {
  const db = openDatabase(':memory:');
  migrate(db);
  const insert = db.prepare('INSERT INTO company_fts (rowid, tokens) VALUES (?, ?)');
  names.forEach((name, at) => {
    insert.run(at + 1, nameIndexText(name));
  });
  rebuildVocabulary(db);
  return db;
}
