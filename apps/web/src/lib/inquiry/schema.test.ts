import { describe, expect, it } from 'vitest';
import { fieldErrors, fromFormFields, inquiryFormSchema } from './schema';

const valid = {
  company: 'Nordsee Handel GmbH',
  name: 'Jana Weber',
  email: 'jana.weber@nordsee-handel.example',
  country: 'DE',
  buyerType: 'importer',
  items: [{ itemNumber: '100101', quantity: '40', unit: 'cartons' }],
  deliveryMonth: '2027-03',
  incoterm: '',
  message: 'Bitte zuerst Muster.',
  consent: true,
};

const errorsOf = (input: unknown) => {
  const parsed = inquiryFormSchema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

// INQUIRY-FIELDS, INQUIRY-HEADER-INJECTION
describe('inquiryFormSchema', () => {
  it('accepts a complete request and reads quantities as numbers', () => {
    const parsed = inquiryFormSchema.parse(valid);
    expect(parsed.items).toEqual([{ itemNumber: '100101', quantity: 40, unit: 'cartons' }]);
    expect(parsed.incoterm).toBeUndefined();
  });

  it('refuses a line break in a single-line field (header injection)', () => {
    expect(errorsOf({ ...valid, name: 'Jana\r\nBcc: victim@example.com' })).toEqual({ name: 'singleLine' });
    expect(errorsOf({ ...valid, company: 'A\nB' })).toEqual({ company: 'singleLine' });
  });

  it('names each missing, oversize or malformed field with its code', () => {
    expect(errorsOf({ ...valid, company: '' })).toEqual({ company: 'required' });
    expect(errorsOf({ ...valid, message: 'x'.repeat(2001) })).toEqual({ message: 'tooLong' });
    expect(errorsOf({ ...valid, email: 'not-an-address' })).toEqual({ email: 'email' });
    expect(errorsOf({ ...valid, consent: false })).toEqual({ consent: 'consent' });
    expect(errorsOf({ ...valid, items: [] })).toEqual({ items: 'noItems' });
    expect(errorsOf({ ...valid, items: [{ itemNumber: '<script>', quantity: '0', unit: 'tons' }] })).toEqual({
      'items.0.itemNumber': 'itemNumber',
      'items.0.quantity': 'quantity',
      'items.0.unit': 'choice',
    });
  });
});

describe('fromFormFields', () => {
  it('turns a plain form post into the request, dropping empty item rows', () => {
    const form = fromFormFields([
      ['company', 'Nordsee Handel GmbH'],
      ['items.0.itemNumber', 'P-1001'],
      ['items.0.quantity', '2'],
      ['items.0.unit', 'pallets'],
      ['items.1.itemNumber', ''],
      ['items.1.quantity', ''],
      ['items.1.unit', 'cartons'],
      ['consent', 'on'],
    ]);
    expect(form).toEqual({
      company: 'Nordsee Handel GmbH',
      items: [{ itemNumber: 'P-1001', quantity: '2', unit: 'pallets' }],
      consent: true,
    });
    expect(fromFormFields([]).consent).toBe(false);
  });
});
