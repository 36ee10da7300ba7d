/** Checks seed values against the Strapi schemas and turns them into document-service data. */
import { invalidLinks, stripInvalidLinks, toBlocks } from './rich-text';

export interface Attribute {
  type: string;
  required?: boolean;
  enum?: string[];
  component?: string;
  components?: string[];
  repeatable?: boolean;
  multiple?: boolean;
  target?: string;
  // Strapi's attribute types: a RegExp (a string in the schema JSON), and string bounds on big integers.
  regex?: string | RegExp;
  min?: number | string;
  max?: number | string;
}
export interface Schema {
  attributes: Record<string, Attribute>;
}

export interface ConvertContext {
  getSchema(uid: string): Schema | undefined;
  /** File name in seed/media -> upload id (or a placeholder while only validating). */
  media(fileName: string, where: string): Promise<number | null>;
  /** Seed key of a related entry -> relation value. */
  relation(target: string, key: string, where: string): Promise<unknown>;
  errors: string[];
  /**
   * The content file's `imageAlts` (file name -> alt text in its language): fills a block's `<media>Alt` field
   * when the block gives none, so every market gets alt texts in its own language.
   */
  imageAlts?: Readonly<Record<string, string>>;
  /**
   * When set, links Strapi would reject (e.g. `javascript:`) are turned into their plain text and reported
   * here instead of failing the seed: one unsafe link must not keep the whole CMS from starting.
   */
  warn?: (message: string) => void;
}

/** Attributes Strapi manages itself, never given in seed files. */
const SYSTEM = new Set([
  'id',
  'documentId',
  'localizations',
  'locale',
  'createdBy',
  'updatedBy',
  'publishedAt',
  'createdAt',
  'updatedAt',
]);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export async function convertAttributes(
  schema: Schema,
  value: Record<string, unknown>,
  where: string,
  ctx: ConvertContext,
): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (key === '__component') continue;
    if (!schema.attributes[key] || SYSTEM.has(key)) ctx.errors.push(`${where}: unknown field "${key}"`);
  }
  for (const [name, attr] of Object.entries(schema.attributes)) {
    if (SYSTEM.has(name)) continue;
    const v = value[name];
    if (v === undefined || v === null) {
      if (attr.required) ctx.errors.push(`${where}.${name}: required`);
      continue;
    }
    const converted = await convertValue(attr, v, `${where}.${name}`, ctx);
    if (converted !== undefined) out[name] = converted;
    const altField = `${name}Alt`;
    // A person's portrait is described by the person's name (names read the same in every language, and follow a
    // market override that changes the person); any other picture by the file's alt text in the content's language.
    const portraitOf = schema.attributes.role && typeof value.name === 'string' ? value.name : undefined;
    const alt = typeof v === 'string' ? (portraitOf ?? ctx.imageAlts?.[v]) : undefined;
    if (attr.type === 'media' && schema.attributes[altField] && value[altField] == null && alt) out[altField] = alt;
  }
  return out;
}

async function convertValue(attr: Attribute, v: unknown, where: string, ctx: ConvertContext): Promise<unknown> {
  const fail = (msg: string) => {
    ctx.errors.push(`${where}: ${msg}`);
    return undefined;
  };
  switch (attr.type) {
    case 'string':
    case 'text':
    case 'email':
    case 'uid': {
      const s = typeof v === 'number' ? String(v) : v;
      if (typeof s !== 'string') return fail(`expected a string, got ${JSON.stringify(v)}`);
      if (attr.regex && s !== '' && !new RegExp(attr.regex).test(s)) return fail(`"${s}" does not match ${attr.regex}`);
      return s;
    }
    case 'integer':
    case 'biginteger':
    case 'decimal':
    case 'float': {
      const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
      if (typeof n !== 'number' || Number.isNaN(n)) return fail(`expected a number, got ${JSON.stringify(v)}`);
      if (attr.type === 'integer' && !Number.isInteger(n)) return fail(`expected an integer, got ${n}`);
      if (attr.min !== undefined && n < Number(attr.min)) return fail(`${n} is below the minimum ${attr.min}`);
      if (attr.max !== undefined && n > Number(attr.max)) return fail(`${n} is above the maximum ${attr.max}`);
      return n;
    }
    case 'boolean':
      return typeof v === 'boolean' ? v : fail(`expected true or false, got ${JSON.stringify(v)}`);
    case 'enumeration':
      return typeof v === 'string' && attr.enum?.includes(v)
        ? v
        : fail(`${JSON.stringify(v)} is not one of ${attr.enum?.join(', ')}`);
    case 'date':
      return typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)
        ? v
        : fail(`expected a date YYYY-MM-DD, got ${JSON.stringify(v)}`);
    case 'datetime':
      return typeof v === 'string' && !Number.isNaN(Date.parse(v))
        ? v
        : fail(`expected a date-time, got ${JSON.stringify(v)}`);
    case 'json':
      return v;
    case 'blocks': {
      const blocks = toBlocks(v);
      if (!blocks) return fail('expected rich text: an array of strings (see FORMAT.md "Rich text shorthand")');
      const bad = invalidLinks(blocks);
      if (bad.length === 0) return blocks;
      const problem = `link URL(s) ${bad.map((u) => JSON.stringify(u)).join(', ')} must start with "/" or be absolute (https:, mailto:, tel:)`;
      if (!ctx.warn) return fail(problem);
      ctx.warn(`${where}: ${problem}; written as plain text`);
      return stripInvalidLinks(blocks);
    }
    case 'media': {
      if (attr.multiple) {
        if (!Array.isArray(v)) return fail('expected an array of file names');
        const ids = await Promise.all(
          v.map((f, i) =>
            typeof f === 'string'
              ? ctx.media(f, `${where}[${i}]`)
              : Promise.resolve(fail(`[${i}] expected a file name`)),
          ),
        );
        return ids.filter((id) => id !== null);
      }
      if (typeof v !== 'string') return fail(`expected a file name from seed/media, got ${JSON.stringify(v)}`);
      return (await ctx.media(v, where)) ?? undefined;
    }
    case 'component': {
      const schema = ctx.getSchema(attr.component!);
      if (!schema) return fail(`unknown component ${attr.component}`);
      if (attr.repeatable) {
        if (!Array.isArray(v)) return fail(`expected an array of ${attr.component}`);
        if (attr.min !== undefined && v.length < Number(attr.min)) return fail(`needs at least ${attr.min} item(s)`);
        const items = [];
        for (const [i, item] of v.entries()) {
          if (!isObject(item)) fail(`[${i}] expected an object`);
          else items.push(await convertAttributes(schema, item, `${where}[${i}]`, ctx));
        }
        return items;
      }
      if (!isObject(v)) return fail(`expected an object (${attr.component})`);
      return convertAttributes(schema, v, where, ctx);
    }
    case 'dynamiczone': {
      if (!Array.isArray(v)) return fail('expected an array of blocks');
      const items = [];
      for (const [i, item] of v.entries()) {
        const component = isObject(item) ? item.__component : undefined;
        const label = `${where}[${i}]${typeof component === 'string' ? `(${component})` : ''}`;
        if (typeof component !== 'string' || !attr.components?.includes(component)) {
          ctx.errors.push(
            `${label}: "__component" must be one of ${attr.components?.join(', ')}, got ${JSON.stringify(component)}`,
          );
          continue;
        }
        const schema = ctx.getSchema(component)!;
        const data = await convertAttributes(schema, item as Record<string, unknown>, label, ctx);
        // Seeded blocks always carry a wrapper, so Strapi stores its defaults instead of null.
        if (schema.attributes.wrapper?.type === 'component' && data.wrapper === undefined) data.wrapper = {};
        items.push({ __component: component, ...data });
      }
      return items;
    }
    case 'relation':
      if (typeof v !== 'string') return fail(`expected the key of a ${attr.target} entry`);
      return ctx.relation(attr.target!, v, where);
    default:
      return fail(`field type ${attr.type} is not supported by the seed loader`);
  }
}
