import { z } from 'zod';
import { BUYER_TYPES, INCOTERMS, LIMITS, UNITS, type ErrorCode } from './constants';
import type { FieldErrors } from './result';

// INQUIRY-HEADER-INJECTION: single-line fields go into mail headers (name, company, subject): a line break would
// add a header.
const line = (max: number, required: boolean) =>
  z
    .string({ error: 'required' })
    .trim()
    .max(max, { error: 'tooLong' })
    .regex(/^[^\p{Cc}]*$/u, { error: 'singleLine' })
    .refine((v) => !required || v.length > 0, { error: 'required' });

const optionalLine = (max: number) =>
  line(max, false)
    .optional()
    .transform((v) => v || undefined);

export const itemSchema = z.object({
  itemNumber: z
    .string({ error: 'required' })
    .trim()
    .max(LIMITS.itemNumber, { error: 'tooLong' })
    .regex(/^(P-\d{1,8}|\d{1,12})$/, { error: 'itemNumber' }),
  quantity: z.coerce
    .number<unknown>({ error: 'quantity' })
    .positive({ error: 'quantity' })
    .max(LIMITS.quantity, { error: 'quantity' }),
  unit: z.enum(UNITS, { error: 'choice' }),
});

/** INQUIRY-FIELDS: the form as the visitor sends it (after the bot checks), the same rules in browser and server. */
export const inquiryFormSchema = z.object({
  topic: optionalLine(LIMITS.topic),
  company: line(LIMITS.company, true),
  name: line(LIMITS.name, true),
  email: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(LIMITS.email, { error: 'tooLong' })
    .pipe(z.email({ error: 'email' })),
  phone: optionalLine(LIMITS.phone).pipe(
    z
      .string()
      .regex(/^\+?[0-9 ()./-]{4,}$/, { error: 'phone' })
      .optional(),
  ),
  country: z.string({ error: 'required' }).regex(/^[A-Z]{2}$/, { error: 'choice' }),
  buyerType: z.enum(BUYER_TYPES, { error: 'choice' }),
  items: z.array(itemSchema).min(1, { error: 'noItems' }).max(LIMITS.items, { error: 'tooManyItems' }),
  deliveryMonth: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'month' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  incoterm: z
    .enum(INCOTERMS, { error: 'choice' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  message: z
    .string()
    .max(LIMITS.message, { error: 'tooLong' })
    .optional()
    .transform((v) => v?.trim() || undefined),
  consent: z.literal(true, { error: 'consent' }),
});

export type InquiryForm = z.output<typeof inquiryFormSchema>;

export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'form';
    const code = (issue.message as ErrorCode) || 'required';
    out[key] ??= code;
  }
  return out;
}

/**
 * The form's fields as posted (`items.0.itemNumber` style names, checkboxes as "on") into the object the schema
 * reads; rows left entirely empty are dropped (the no-JavaScript form has spare rows).
 */
export function fromFormFields(fields: Iterable<[string, string]>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const items: Record<string, Record<string, string>> = {};
  for (const [key, value] of fields) {
    const item = /^items\.(\d{1,2})\.(itemNumber|quantity|unit)$/.exec(key);
    if (item) (items[item[1]!] ??= {})[item[2]!] = value;
    else if (key === 'consent') out.consent = value === 'on' || value === 'true';
    else out[key] = value;
  }
  out.items = Object.keys(items)
    .sort((a, b) => Number(a) - Number(b))
    .map((k) => items[k]!)
    .filter((row) => (row.itemNumber ?? '').trim() !== '' || (row.quantity ?? '').trim() !== '');
  if (!('consent' in out)) out.consent = false;
  return out;
}
