import { describe, expect, it } from 'vitest';
import { bearerAuthorization, parseSecretDataQuery, secretDataUrl, selectSecretVariants } from './secret-request';

const row = (ProductId: string, VariantId: string) => ({
  ProductId,
  VariantId,
  ItemNumber: 1,
  InternalSpecificationNotes: 'n',
  QualityControlNotes: null,
  SupplierCode: 's',
  CostPrice: { Amount: 1, Currency: 'DKK' },
  MinimumOrderQuantity: 1,
});

describe('secret data request', () => {
  it('parses culture, product and variant', () => {
    expect(parseSecretDataQuery(new URLSearchParams('culture=da-DK&productId=P-1001&variantId=V-1'))).toEqual({
      culture: 'da-DK',
      productId: 'P-1001',
      variantId: 'V-1',
    });
    expect(parseSecretDataQuery(new URLSearchParams('culture=xx&productId=P-1'))).toHaveProperty('error');
    expect(parseSecretDataQuery(new URLSearchParams('culture=da-DK'))).toHaveProperty('error');
    expect(parseSecretDataQuery(new URLSearchParams('culture=da-DK&productId=a/b'))).toHaveProperty('error');
  });
  it('passes on only a Bearer JWT', () => {
    expect(bearerAuthorization('Bearer aa.bb.cc')).toBe('Bearer aa.bb.cc');
    expect(bearerAuthorization('Basic abc')).toBeNull();
    expect(bearerAuthorization('Bearer x\r\nX-Evil: 1')).toBeNull();
    expect(bearerAuthorization(null)).toBeNull();
  });
  it('selects the rows of one product or one variant', () => {
    const data = { Culture: 'da-DK', Variants: [row('P-1', 'V-1'), row('P-1', 'V-2'), row('P-2', 'V-3')] };
    expect(
      selectSecretVariants(data, { culture: 'da-DK', productId: 'P-1', variantId: null }).map((v) => v.VariantId),
    ).toEqual(['V-1', 'V-2']);
    expect(
      selectSecretVariants(data, { culture: 'da-DK', productId: 'P-1', variantId: 'V-2' }).map((v) => v.VariantId),
    ).toEqual(['V-2']);
  });
  it('builds the endpoint URL', () => {
    expect(secretDataUrl({ culture: 'en-GB', productId: 'P-1', variantId: null })).toBe(
      '/api/staff/secret-data?culture=en-GB&productId=P-1',
    );
  });
});
