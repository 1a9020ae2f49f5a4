import { MESSAGES } from '@wallart/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-zod-resolver';

const schema = z.object({ email: z.string().email('Enter an email') });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyZodResolver', () => {
  it("checks with the schema once it has loaded: the field's message for a bad value, the values for a good one", async () => {
    const resolver = lazyZodResolver<{ email: string }>(() => Promise.resolve(schema));
    const bad = await resolver({ email: 'nope' }, undefined, options);
    expect(bad.errors.email?.message).toBe('Enter an email');
    const good = await resolver({ email: 'ana@example.com' }, undefined, options);
    expect(good.errors).toEqual({});
    expect(good.values).toEqual({ email: 'ana@example.com' });
  });

  it("says the connection failed, as the form's own error, when its code cannot be fetched, and tries again at the next check", async () => {
    let attempts = 0;
    const resolver = lazyZodResolver<{ email: string }>(() => (++attempts === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(schema)));
    const offline = await resolver({ email: 'ana@example.com' }, undefined, options);
    expect(offline.errors.root?.message).toBe(MESSAGES.signUp.networkError);
    expect(offline.values).toEqual({});

    const online = await resolver({ email: 'ana@example.com' }, undefined, options);
    expect(online.errors).toEqual({});
    expect(attempts).toBe(2);
  });
});
