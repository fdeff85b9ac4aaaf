import { contactRequestSchema } from '@ninetonine/contract';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './form-errors';

/** The contact form's checks: the contract schema, read by fieldErrorsOf (use-form-fields). */
describe('contact form validation', () => {
  it("reports each field's first problem with the schema's words", () => {
    const result = contactRequestSchema.safeParse({
      name: 'A',
      email: 'nope',
      subject: '',
      message: 'short',
    });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result)).toEqual({
      name: 'Please tell us your name',
      email: 'Enter a valid email address',
      subject: 'Add a short subject',
      message: 'Tell us a little more (at least 10 characters)',
    });
  });

  it('accepts a complete message and trims it', () => {
    const result = contactRequestSchema.safeParse({
      name: '  Asha ',
      email: 'asha@example.com',
      subject: 'Party order',
      message: 'Can you cook for twenty people on Sunday?',
    });
    expect(result).toMatchObject({ success: true, data: { name: 'Asha' } });
    expect(fieldErrorsOf(result)).toEqual({});
  });
});
