// The two lists of a block's fields, Strapi's component JSON and the site's zod schema, must agree: a field the
// site does not read, a value it does not accept, a required flag or a minimum it does not share would drop
// content silently. Reads every apps/cms/src/components/**/*.json and the registry's schemas.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { IFRAME_HOSTS } from './_shared/embeds';
import { blockRegistry } from './index';
import { FRAME_HOSTS } from '../../server/csp';

vi.mock('next-intl/server', async () => (await import('@/i18n/testing')).serverIntlMock('en-GLOBAL'));

const COMPONENTS_DIR = path.resolve(__dirname, '..', '..', '..', 'cms', 'src', 'components');
const CMS_IFRAME_HOSTS = path.resolve(__dirname, '..', '..', '..', 'cms', 'src', 'validation', 'blocks.ts');

interface Attribute {
  type: string;
  required?: boolean;
  repeatable?: boolean;
  component?: string;
  enum?: string[];
  min?: number;
  max?: number;
}
interface ComponentJson {
  attributes: Record<string, Attribute>;
}

function loadComponents(): Map<string, ComponentJson> {
  const out = new Map<string, ComponentJson>();
  for (const category of fs.readdirSync(COMPONENTS_DIR))
    for (const file of fs.readdirSync(path.join(COMPONENTS_DIR, category)))
      if (file.endsWith('.json'))
        out.set(
          `${category}.${file.replace(/\.json$/, '')}`,
          JSON.parse(fs.readFileSync(path.join(COMPONENTS_DIR, category, file), 'utf8')),
        );
  return out;
}

/** What a zod schema accepts, seen through optional/nullable/default wrappers and transforms. */
interface Shape {
  type: string;
  optional: boolean;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  values?: string[];
  minLength?: number;
  min?: number;
  max?: number;
}

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  entries?: Record<string, string>;
  shape?: Record<string, z.ZodType>;
  checks?: { _zod: { def: { check: string; minimum?: number; value?: number; inclusive?: boolean } } }[];
  getter?: () => z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

export function inspect(schema: z.ZodType): Shape {
  let current = schema;
  let optional = false;
  const checks: NonNullable<Def['checks']> = [];
  for (;;) {
    const def = defOf(current);
    if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default' || def.type === 'catch') {
      optional = true;
      current = def.innerType!;
    } else if (def.type === 'pipe') {
      // A transform after the input schema (`.transform`) or a refinement pipe: the input decides.
      current = defOf(def.in!).type === 'transform' ? def.out! : def.in!;
    } else if (def.type === 'lazy') {
      current = def.getter!();
    } else {
      checks.push(...(def.checks ?? []));
      const result: Shape = { type: def.type, optional };
      if (def.shape) result.shape = def.shape;
      if (def.element) result.element = def.element;
      if (def.entries) result.values = Object.values(def.entries);
      for (const { _zod } of checks) {
        const c = _zod.def;
        if (c.check === 'min_length') result.minLength = c.minimum;
        if (c.check === 'greater_than') result.min = c.value;
        if (c.check === 'less_than') result.max = c.value;
      }
      return result;
    }
  }
}

/** Differences between one component's attributes and one zod object, as readable lines. */
function differences(where: string, json: ComponentJson, schema: z.ZodType, components: Map<string, ComponentJson>) {
  const out: string[] = [];
  const shape = inspect(schema).shape;
  if (!shape) return [`${where}: the site's schema is not an object`];
  // The wrapper (background, spacing, anchor) is read by the registry for every block, not by the block's schema.
  const cmsFields = Object.keys(json.attributes).filter((f) => !(where.startsWith('blocks.') && f === 'wrapper'));
  const siteFields = Object.keys(shape);
  for (const f of cmsFields) if (!siteFields.includes(f)) out.push(`${where}.${f}: in Strapi, not read by the site`);
  for (const f of siteFields) if (!cmsFields.includes(f)) out.push(`${where}.${f}: read by the site, not in Strapi`);
  for (const f of cmsFields.filter((c) => siteFields.includes(c))) {
    const attr = json.attributes[f]!;
    const site = inspect(shape[f]!);
    const at = `${where}.${f}`;
    // Strapi `required` <=> the site needs a value; for a list, Strapi's `min` of one or more is its required.
    const cmsRequired = Boolean(attr.required) || (attr.repeatable === true && (attr.min ?? 0) > 0);
    if (cmsRequired !== !site.optional)
      out.push(`${at}: required in Strapi ${cmsRequired}, required by the site ${!site.optional}`);
    if (attr.type === 'enumeration') {
      const a = [...(attr.enum ?? [])].sort();
      const b = [...(site.values ?? [])].sort();
      if (JSON.stringify(a) !== JSON.stringify(b))
        out.push(`${at}: values ${a.join('|')} in Strapi, ${b.join('|')} on the site`);
    }
    if (attr.type === 'component' && attr.repeatable) {
      if ((attr.min ?? 0) !== (site.minLength ?? 0))
        out.push(`${at}: at least ${attr.min ?? 0} in Strapi, ${site.minLength ?? 0} on the site`);
      const inner = components.get(attr.component!);
      if (inner && site.element) out.push(...differences(`${at}[]`, inner, site.element, components));
    } else if (attr.type === 'component') {
      const inner = components.get(attr.component!);
      if (inner) out.push(...differences(at, inner, shape[f]!, components));
    }
    if (attr.type === 'integer' || attr.type === 'decimal' || attr.type === 'float') {
      if (attr.min !== site.min) out.push(`${at}: minimum ${attr.min} in Strapi, ${site.min} on the site`);
      if (attr.max !== site.max) out.push(`${at}: maximum ${attr.max} in Strapi, ${site.max} on the site`);
    }
  }
  return out;
}

describe('block fields: Strapi components and the site agree', () => {
  const components = loadComponents();
  const blockUids = [...components.keys()].filter((uid) => uid.startsWith('blocks.'));

  it('every Strapi block has a registry entry and the reverse', () => {
    expect(Object.keys(blockRegistry).sort()).toEqual(blockUids.map((uid) => uid.slice('blocks.'.length)).sort());
  });

  it('fields, required flags, enum values and minimums are the same in both (nested components too)', () => {
    const found = blockUids.flatMap((uid) => {
      const definition = blockRegistry[uid.slice('blocks.'.length)];
      return definition ? differences(uid, components.get(uid)!, definition.schema, components) : [];
    });
    expect(found).toEqual([]);
  });

  it("the i-frame block's allowed hosts are the same in the CMS's save check and on the site", () => {
    const source = fs.readFileSync(CMS_IFRAME_HOSTS, 'utf8');
    const list = /IFRAME_HOSTS[^=]*=\s*\[([\s\S]*?)\]/.exec(source)?.[1] ?? '';
    const cmsHosts = [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]);
    expect(cmsHosts.sort()).toEqual([...IFRAME_HOSTS].sort());
  });

  it('the CSP lets pages frame every host the i-frame block allows', () => {
    for (const host of IFRAME_HOSTS) expect(FRAME_HOSTS, host).toContain(`https://${host}`);
  });
});
