import { z } from 'zod';
import { CultureSchema } from './common';

/** Money in minor-unit-free decimal form; Currency is ISO 4217 for the market. */
export const MoneySchema = z.object({ Amount: z.number().nonnegative(), Currency: z.string().length(3) });
export type Money = z.infer<typeof MoneySchema>;

/** Internal fields of one variant, for signed-in staff only (docs/BEHAVIOUR-deviations.md: staff see secret data). */
export const SecretVariantSchema = z.object({
  ProductId: z.string().min(1),
  VariantId: z.string().min(1),
  ItemNumber: z.union([z.number(), z.string()]).nullable(),
  InternalSpecificationNotes: z.string(),
  QualityControlNotes: z.string().nullable(),
  SupplierCode: z.string(),
  CostPrice: MoneySchema,
  MinimumOrderQuantity: z.number().int().positive(),
});
export type SecretVariant = z.infer<typeof SecretVariantSchema>;

export const SecretDataResponseSchema = z.object({
  Culture: CultureSchema,
  Variants: z.array(SecretVariantSchema),
});
export type SecretDataResponse = z.infer<typeof SecretDataResponseSchema>;
