import { describe, expect, it } from 'vitest';
import { issuesByPath } from '../testing/zod-issues';
import { CONTACT_MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from '../contact-rules';
import { contactBodySchema, newsletterBodySchema } from './contact';

describe('newsletterBodySchema', () => {
  it('takes a valid email', () => {
    expect(newsletterBodySchema.parse({ email: ' News@Example.com ' })).toEqual({ email: 'news@example.com' });
    expect(issuesByPath(newsletterBodySchema.safeParse({ email: 'x' }))).toEqual({ email: ['Please enter a valid email address.'] });
    expect(issuesByPath(newsletterBodySchema.safeParse({}))).toEqual({ email: ['Email is required.'] });
  });
});

describe('contactBodySchema', () => {
  const valid = { name: 'Jane', email: 'jane@example.com', message: 'Please paint my wall.' };

  it('accepts a message', () => {
    expect(contactBodySchema.parse(valid)).toEqual(valid);
  });

  it('requires every field', () => {
    expect(issuesByPath(contactBodySchema.safeParse({ name: ' ', email: '', message: '' }))).toEqual({
      name: ['Name is required.'],
      email: ['Email is required.'],
      message: ['Message is required.'],
    });
  });

  it('enforces the shared maximum lengths', () => {
    expect(contactBodySchema.safeParse({ ...valid, message: 'x'.repeat(CONTACT_MESSAGE_MAX_LENGTH) }).success).toBe(true);
    expect(
      issuesByPath(
        contactBodySchema.safeParse({ ...valid, name: 'x'.repeat(NAME_MAX_LENGTH + 1), message: 'x'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1) }),
      ),
    ).toEqual({ name: ['Must be at most 100 characters.'], message: ['Must be at most 2000 characters.'] });
  });
});
