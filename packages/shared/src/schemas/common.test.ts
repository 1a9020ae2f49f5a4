import { describe, expect, it } from 'vitest';
import { apiErrorSchema, successResponseSchema } from './common';

describe('apiErrorSchema', () => {
  it('is { error, message }', () => {
    expect(apiErrorSchema.parse({ error: 'Not Found', message: 'Not found.', stack: 'x' })).toEqual({
      error: 'Not Found',
      message: 'Not found.',
    });
    expect(apiErrorSchema.safeParse({ message: 'x' }).success).toBe(false);
  });
});

describe('successResponseSchema', () => {
  it('requires success true', () => {
    expect(successResponseSchema.safeParse({ success: true }).success).toBe(true);
    expect(successResponseSchema.safeParse({ success: false }).success).toBe(false);
  });
});
