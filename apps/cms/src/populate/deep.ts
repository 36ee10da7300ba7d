/** Deep populate built from the schemas, so a new block or field is populated without editing a list. */

export interface AttributeLike {
  type: string;
  component?: string;
  components?: string[];
  target?: string;
  relation?: string;
}
export interface SchemaLike {
  attributes: Record<string, AttributeLike>;
}
export type GetSchema = (uid: string) => SchemaLike | undefined;

export type PopulateValue = true | { populate?: PopulateObject; fields?: string[]; on?: Record<string, PopulateValue> };
export type PopulateObject = { [field: string]: PopulateValue };

const MAX_DEPTH = 8;

/** Populate for the relational fields of one schema; `null` when it has none. */
function populateAttributes(
  schema: SchemaLike,
  getSchema: GetSchema,
  depth: number,
  topLevel: boolean,
): PopulateObject | null {
  if (depth > MAX_DEPTH) return null;
  const out: PopulateObject = {};
  for (const [name, attr] of Object.entries(schema.attributes)) {
    switch (attr.type) {
      case 'media':
        out[name] = true;
        break;
      case 'component': {
        out[name] = componentPopulate(attr.component!, getSchema, depth + 1);
        break;
      }
      case 'dynamiczone': {
        const on: Record<string, PopulateValue> = {};
        for (const uid of attr.components ?? []) on[uid] = componentPopulate(uid, getSchema, depth + 1);
        out[name] = { on };
        break;
      }
      case 'relation': {
        // Admin users (createdBy/updatedBy) are private; other relations get their scalar fields only.
        if (!attr.target || attr.target.startsWith('admin::')) break;
        if (topLevel && name === 'localizations') {
          const target = getSchema(attr.target);
          out[name] = { fields: target?.attributes.slug ? ['locale', 'slug'] : ['locale'] };
        } else {
          out[name] = true;
        }
        break;
      }
      default:
        break;
    }
  }
  return Object.keys(out).length > 0 ? out : null;
}

function componentPopulate(uid: string, getSchema: GetSchema, depth: number): PopulateValue {
  const schema = getSchema(uid);
  if (!schema) throw new Error(`deep populate: unknown component ${uid}`);
  const nested = populateAttributes(schema, getSchema, depth, false);
  return nested ? { populate: nested } : true;
}

/** Deep populate object for a content type (all components, dynamic zones, media; relations one level). */
export function buildDeepPopulate(uid: string, getSchema: GetSchema): PopulateObject {
  const schema = getSchema(uid);
  if (!schema) throw new Error(`deep populate: unknown content type ${uid}`);
  return populateAttributes(schema, getSchema, 0, true) ?? {};
}
