import { z } from 'zod';
import { loadMarkets } from '../bootstrap/markets';

const MARKET_CODES = new Set(loadMarkets().map((m) => m.code));

// A line break in a value that ends up in a mail header (name, company, subject) would add a header.
const singleLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[^\p{Cc}]*$/u, 'no line breaks or control characters');

/**
 * What the site's server may send: the site validates first (apps/web lib/inquiry); this is the CMS's own
 * check of the same rules, so a caller with the token cannot store what the site would refuse.
 */
export const inquiryInputSchema = z
  .object({
    market: z.string().refine((code) => MARKET_CODES.has(code), 'unknown market'),
    topic: singleLine(200).optional(),
    company: singleLine(200).min(1),
    name: singleLine(200).min(1),
    email: z.email().max(254),
    phone: singleLine(40)
      .regex(/^[0-9+()./ -]*$/, 'digits, spaces and + ( ) - . / only')
      .optional(),
    country: z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166 country code'),
    buyerType: z.enum(['retail', 'foodservice', 'importer', 'industry']),
    items: z
      .array(
        z.strictObject({
          itemNumber: singleLine(40).min(1),
          productId: singleLine(40).optional(),
          product: singleLine(300).optional(),
          path: z
            .string()
            .max(300)
            .regex(/^\/[A-Za-z0-9\-._~/%]*$/, 'a path on the site')
            .optional(),
          quantity: z.number().positive().max(1_000_000),
          unit: z.enum(['cartons', 'kg', 'pallets']),
        }),
      )
      .max(50),
    deliveryMonth: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'YYYY-MM')
      .optional(),
    incoterm: z.enum(['FOB', 'CFR', 'CIF']).optional(),
    message: z.string().max(4000).optional(),
    consent: z.literal(true),
  })
  .strict();

export type InquiryInput = z.infer<typeof inquiryInputSchema>;
