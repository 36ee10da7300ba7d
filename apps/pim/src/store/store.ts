import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { MARKET_CODES, isMarketCode, type MarketCode } from '@qilak/markets';
import { RawProductSchema, type RawProduct } from '@qilak/pim-contract';
import type { CultureCatalogue } from '../generate';
import { applyEdit, nextLastChanged, type EditResult, type ProductEdit } from './edit';
import { SCHEMA_SQL, SCHEMA_VERSION } from './schema';

export interface CultureStatus {
  culture: MarketCode;
  lastChanged: string;
  /** Increases on every change; response caches compare it on each request (cheap, cross-process). */
  revision: number;
}

export interface ProductPage {
  status: CultureStatus;
  /** How many products the culture holds (every page of the same revision says the same). */
  total: number;
  docs: string[];
}

export interface OpenStoreOptions {
  readonly?: boolean;
}

/** SQLite access for the product service; every method is synchronous (better-sqlite3). */
export interface PimStore {
  readonly file: string;
  isEmpty(): boolean;
  meta(key: string): string | undefined;
  setMeta(key: string, value: string): void;
  /** Cultures that have data, in the order of the markets table. */
  cultures(): MarketCode[];
  status(culture: string): CultureStatus | undefined;
  attributesJson(culture: string): string | undefined;
  categoryJson(culture: string): string | undefined;
  /** Product documents (JSON text) in catalogue order. */
  productDocs(culture: string): string[];
  /**
   * One page of the product documents (catalogue order) with the culture's status and product count, read in one
   * transaction so the three describe the same catalogue; undefined when the culture has no data.
   */
  productPage(culture: string, offset: number, limit: number): ProductPage | undefined;
  /** Per product, a JSON array of secret variant documents, in catalogue order. */
  secretDocs(culture: string): string[];
  getProduct(culture: string, productId: string): RawProduct | undefined;
  /** Replaces one culture's data in one transaction. */
  writeCulture(catalogue: CultureCatalogue): void;
  /** Edits a product in the cultures named (default: all that sell it) and moves their LastChanged. */
  editProduct(edit: ProductEdit): EditResult;
  close(): void;
}

export function openStore(file: string, options: OpenStoreOptions = {}): PimStore {
  if (!options.readonly && file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file, { readonly: options.readonly === true, fileMustExist: options.readonly === true });
  if (!options.readonly) {
    // WAL lets the admin command write while the service reads.
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.exec(SCHEMA_SQL);
    const version = db.prepare<[], { value: string }>(`SELECT value FROM meta WHERE key = 'schemaVersion'`).get();
    if (version === undefined) {
      db.prepare(`INSERT INTO meta (key, value) VALUES ('schemaVersion', ?)`).run(SCHEMA_VERSION);
    } else if (version.value !== SCHEMA_VERSION) {
      throw new Error(
        `Store ${file} has schema version ${version.value}, this service needs ${SCHEMA_VERSION}: regenerate it`,
      );
    }
  }
  db.pragma('busy_timeout = 5000');
  return new SqliteStore(file, db);
}

interface StatusRow {
  culture: string;
  last_changed: string;
  revision: number;
}

class SqliteStore implements PimStore {
  private readonly statements;

  constructor(
    readonly file: string,
    private readonly db: Database.Database,
  ) {
    this.statements = {
      count: db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM cultures'),
      meta: db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?'),
      setMeta: db.prepare<[string, string]>(
        'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
      ),
      cultures: db.prepare<[], { culture: string }>('SELECT culture FROM cultures'),
      status: db.prepare<[string], StatusRow>('SELECT culture, last_changed, revision FROM cultures WHERE culture = ?'),
      attributes: db.prepare<[string], { attributes: string }>('SELECT attributes FROM cultures WHERE culture = ?'),
      category: db.prepare<[string], { category: string }>('SELECT category FROM cultures WHERE culture = ?'),
      productDocs: db.prepare<[string], { doc: string }>(
        'SELECT doc FROM products WHERE culture = ? ORDER BY position',
      ),
      productPage: db.prepare<[string, number, number], { doc: string }>(
        // Positions are 0..n-1 per culture (writeCulture): a page starts at its position through the index, where
        // OFFSET would step over every earlier row (quadratic over a catalogue read page by page).
        'SELECT doc FROM products WHERE culture = ? AND position >= ? ORDER BY position LIMIT ?',
      ),
      productCount: db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM products WHERE culture = ?'),
      secretDocs: db.prepare<[string], { secrets: string }>(
        'SELECT secrets FROM products WHERE culture = ? ORDER BY position',
      ),
      product: db.prepare<[string, string], { doc: string }>(
        'SELECT doc FROM products WHERE culture = ? AND product_id = ?',
      ),
      culturesOfProduct: db.prepare<[string], { culture: string }>(
        'SELECT culture FROM products WHERE product_id = ? ORDER BY culture',
      ),
      updateDoc: db.prepare<[string, string, string]>(
        'UPDATE products SET doc = ? WHERE culture = ? AND product_id = ?',
      ),
      touch: db.prepare<[string, string]>(
        'UPDATE cultures SET last_changed = ?, revision = revision + 1 WHERE culture = ?',
      ),
    };
  }

  isEmpty(): boolean {
    return (this.statements.count.get()?.n ?? 0) === 0;
  }

  meta(key: string): string | undefined {
    return this.statements.meta.get(key)?.value;
  }

  setMeta(key: string, value: string): void {
    this.statements.setMeta.run(key, value);
  }

  cultures(): MarketCode[] {
    const present = new Set(this.statements.cultures.all().map((r) => r.culture));
    return MARKET_CODES.filter((code) => present.has(code));
  }

  status(culture: string): CultureStatus | undefined {
    const row = this.statements.status.get(culture);
    if (!row || !isMarketCode(row.culture)) return undefined;
    return { culture: row.culture, lastChanged: row.last_changed, revision: row.revision };
  }

  attributesJson(culture: string): string | undefined {
    return this.statements.attributes.get(culture)?.attributes;
  }

  categoryJson(culture: string): string | undefined {
    return this.statements.category.get(culture)?.category;
  }

  productDocs(culture: string): string[] {
    return this.statements.productDocs.all(culture).map((r) => r.doc);
  }

  productPage(culture: string, offset: number, limit: number): ProductPage | undefined {
    return this.db.transaction(() => {
      const status = this.status(culture);
      if (!status) return undefined;
      const total = this.statements.productCount.get(culture)?.n ?? 0;
      const docs = this.statements.productPage.all(culture, offset, limit).map((r) => r.doc);
      return { status, total, docs };
    })();
  }

  secretDocs(culture: string): string[] {
    return this.statements.secretDocs.all(culture).map((r) => r.secrets);
  }

  getProduct(culture: string, productId: string): RawProduct | undefined {
    const row = this.statements.product.get(culture, productId);
    return row ? RawProductSchema.parse(JSON.parse(row.doc)) : undefined;
  }

  writeCulture(catalogue: CultureCatalogue): void {
    const { culture } = catalogue;
    const secretsByProduct = new Map<string, unknown[]>();
    for (const secret of catalogue.secrets) {
      const list = secretsByProduct.get(secret.ProductId) ?? [];
      list.push(secret);
      secretsByProduct.set(secret.ProductId, list);
    }
    const insertProduct = this.db.prepare<[string, string, number, string, string]>(
      'INSERT INTO products (culture, product_id, position, doc, secrets) VALUES (?, ?, ?, ?, ?)',
    );
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM products WHERE culture = ?').run(culture);
      this.db.prepare('DELETE FROM cultures WHERE culture = ?').run(culture);
      this.db
        .prepare('INSERT INTO cultures (culture, last_changed, revision, attributes, category) VALUES (?, ?, 1, ?, ?)')
        .run(culture, catalogue.lastChanged, JSON.stringify(catalogue.attributes), JSON.stringify(catalogue.category));
      catalogue.products.forEach((product, position) => {
        const secrets = secretsByProduct.get(product.ProductId) ?? [];
        insertProduct.run(culture, product.ProductId, position, JSON.stringify(product), JSON.stringify(secrets));
      });
    })();
  }

  editProduct(edit: ProductEdit): EditResult {
    const now = edit.now ?? new Date();
    const selling = this.statements.culturesOfProduct.all(edit.productId).map((r) => r.culture);
    if (selling.length === 0) throw new Error(`Product ${edit.productId} does not exist in any culture`);
    const targets = edit.cultures && edit.cultures.length > 0 ? [...edit.cultures] : selling;
    for (const culture of targets) {
      if (!selling.includes(culture)) throw new Error(`Product ${edit.productId} is not sold in culture ${culture}`);
    }
    const result: EditResult = { productId: edit.productId, field: edit.field, cultures: [] };
    this.db.transaction(() => {
      for (const culture of targets) {
        const current = this.getProduct(culture, edit.productId);
        if (!current) throw new Error(`Product ${edit.productId} vanished from ${culture} during the edit`);
        const next = RawProductSchema.parse(applyEdit(current, edit));
        this.statements.updateDoc.run(JSON.stringify(next), culture, edit.productId);
        const before = this.statements.status.get(culture);
        if (!before) throw new Error(`Culture ${culture} has no status row`);
        const lastChanged = nextLastChanged(before.last_changed, now);
        this.statements.touch.run(lastChanged, culture);
        result.cultures.push({ culture, lastChanged, revision: before.revision + 1 });
      }
    })();
    return result;
  }

  close(): void {
    this.db.close();
  }
}
