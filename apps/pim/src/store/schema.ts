/** One row per culture, one JSON document per product and culture: reads never parse, edits touch one row. */
export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS meta (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS cultures (
  culture      TEXT PRIMARY KEY,
  last_changed TEXT NOT NULL,
  revision     INTEGER NOT NULL,
  attributes   TEXT NOT NULL,
  category     TEXT NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS products (
  culture    TEXT NOT NULL,
  product_id TEXT NOT NULL,
  position   INTEGER NOT NULL,
  doc        TEXT NOT NULL,
  secrets    TEXT NOT NULL,
  PRIMARY KEY (culture, product_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS products_by_position ON products (culture, position);
`;

/** Bumped when the tables change shape; a store with another version is regenerated, not migrated. */
export const SCHEMA_VERSION = '1';
