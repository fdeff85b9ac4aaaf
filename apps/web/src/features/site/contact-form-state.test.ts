import { describe, expect, it } from 'vitest';
import { validateContact } from './contact-form-state';

describe('contact form validation', () => {
  it("reports each field's first problem with the schema's words", () => {
    const result = validateContact({ name: 'A', email: 'nope', subject: '', message: 'short' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      name: 'Please tell us your name',
      email: 'Enter a valid email address',
      subject: 'Add a short subject',
      message: 'Tell us a little more (at least 10 characters)',
    });
  });

  it('accepts a complete message and trims it', () => {
    const result = validateContact({
      name: '  Asha ',
      email: 'asha@example.com',
      subject: 'Party order',
      message: 'Can you cook for twenty people on Sunday?',
    });
    expect(result).toMatchObject({ ok: true, data: { name: 'Asha' } });
  });
});
