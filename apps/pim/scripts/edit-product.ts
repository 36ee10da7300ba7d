import { isMarketCode, MARKET_CODES } from '@qilak/markets';
import { loadConfig } from '../src/config';
import { EDITABLE_PRODUCT_FIELDS, EDITABLE_VARIANT_FIELDS, openStore } from '../src/store';
import { parseArgs } from 'node:util';
import { fail, withUsage } from './cli';

const USAGE = `Edits one field of a product (or of one variant) and moves LastChanged of the cultures it touches.
usage: edit-product --product P-1001 --field NameOne (--value "text" | --null) [--variant V-100101]
                    [--culture da-DK[,sv-SE]] [--db file]
  --culture   default: every culture that sells the product
  --db        default: PIM_DB_FILE or apps/pim/var/pim.db
  product fields: ${EDITABLE_PRODUCT_FIELDS.join(', ')}
  variant fields: ${EDITABLE_VARIANT_FIELDS.join(', ')} (a numeric --value for ItemNumber is stored as a number)`;

const flags = withUsage(
  USAGE,
  () =>
    parseArgs({
      options: {
        product: { type: 'string' },
        variant: { type: 'string' },
        field: { type: 'string' },
        value: { type: 'string' },
        null: { type: 'boolean' },
        culture: { type: 'string' },
        db: { type: 'string' },
      },
      strict: true,
    }).values,
);

if (!flags.product || !flags.field) fail(`--product and --field are required\n${USAGE}`);
if (flags.value === undefined && !flags.null) fail('give --value "..." or --null');
if (flags.value !== undefined && flags.null) fail('give either --value or --null, not both');

const cultures = flags.culture ? flags.culture.split(',').map((c) => c.trim()) : undefined;
for (const code of cultures ?? []) {
  if (!isMarketCode(code)) fail(`Unknown culture "${code}"; expected one of ${MARKET_CODES.join(', ')}`);
}

let value: string | number | null = flags.null ? null : (flags.value ?? null);
if (flags.field === 'ItemNumber' && typeof value === 'string' && /^\d+$/.test(value)) value = Number(value);

const store = openStore(flags.db ?? loadConfig().dbFile);
try {
  const result = store.editProduct({
    productId: flags.product,
    field: flags.field,
    value,
    ...(flags.variant ? { variantId: flags.variant } : {}),
    ...(cultures ? { cultures } : {}),
  });
  for (const c of result.cultures)
    console.log(`${result.productId} ${result.field} edited in ${c.culture}; LastChanged ${c.lastChanged}`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  store.close();
}
