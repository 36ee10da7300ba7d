import { z } from 'zod';

export const PIM_ERROR_CODES = ['Unauthorized', 'BadRequest', 'NotFound', 'InternalError'] as const;
export type PimErrorCode = (typeof PIM_ERROR_CODES)[number];

/** Body of every non-2xx answer; Parameter and Value name the bad query value on a 400. */
export const ErrorResponseSchema = z.object({
  Error: z.enum(PIM_ERROR_CODES),
  Message: z.string().min(1),
  Parameter: z.string().optional(),
  Value: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
