import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  addressInputSchema,
  contactRequestSchema,
  emailSchema,
  maxLengthOf,
  maxLengthsOf,
  quoteRequestSchema,
  safeText,
} from './index';
import { fieldLabel } from './issue-messages';

const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => i.message);

describe('readable validation messages', () => {
  it('names the field in a sentence instead of zod’s own words', () => {
    const form = z.object({
      name: safeText(80),
      email: z.email(),
      firstName: z.string().min(2),
      guests: z.number().int().min(1).max(20),
      tags: z.array(z.string()).max(2),
    });
    expect(
      messages(form, {
        name: 'x'.repeat(81),
        email: 'not-an-email',
        firstName: 'A',
        guests: 21,
        tags: ['a', 'b', 'c'],
      }),
    ).toEqual([
      'Name can be at most 80 characters',
      'Email must be an email address like name@example.com',
      'First name must be at least 2 characters',
      'Guests can be at most 20',
      'Tags can have at most 2 items',
    ]);
    expect(messages(form, { guests: 'two' })).toEqual([
      'Name is required',
      'Email is required',
      'First name is required',
      'Guests must be a number',
      'Tags is required',
    ]);
  });

  it('keeps a schema’s own words, which the spec fixes', () => {
    expect(messages(quoteRequestSchema, { fulfilment: 'pickup', couponCode: 'A B' })).toEqual([
      'Coupon codes are letters and digits',
    ]);
    expect(messages(quoteRequestSchema, { fulfilment: 'drone' })).toEqual([
      'Fulfilment must be one of: delivery, pickup',
    ]);
  });

  it('says which field is not expected, and what a whole request must be', () => {
    expect(messages(quoteRequestSchema, { fulfilment: 'pickup', total: 1 })).toEqual([
      'This field is not expected: total',
    ]);
    expect(messages(addressInputSchema, [])).toEqual(['The request must be a JSON object']);
  });

  it('spells a key as a person names the field', () => {
    expect(fieldLabel(['postalCode'])).toBe('PIN code');
    expect(fieldLabel(['lines', 0, 'unitPrice'])).toBe('Unit price');
    expect(fieldLabel(['opening_hours'])).toBe('Opening hours');
    expect(fieldLabel([])).toBeNull();
  });
});

describe('maxLengthOf', () => {
  it('reads the limit a form input takes from the contract schema', () => {
    expect(maxLengthOf(addressInputSchema.shape.name)).toBe(80);
    expect(maxLengthOf(emailSchema)).toBe(254);
    expect(maxLengthOf(safeText(30).trim().optional().default(''))).toBe(30);
    expect(maxLengthOf(z.string())).toBeUndefined();
    expect(maxLengthsOf(contactRequestSchema)).toEqual({
      name: 80,
      email: 254,
      subject: 120,
      message: 2000,
    });
  });
});
