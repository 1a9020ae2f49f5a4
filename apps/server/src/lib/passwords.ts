import { hash, verify, type Options } from '@node-rs/argon2';

/** Argon2id cost parameters (the three that matter; the rest are the library's defaults). */
export interface PasswordHashCost {
  /** KiB of memory per hash. */
  memoryCost: number;
  /** Passes over the memory. */
  timeCost: number;
  parallelism: number;
}

/**
 * Production cost: OWASP's Argon2id recommendation (19 MiB, 2 passes, 1 lane). Tests may pass a
 * lower cost through the auth options of buildApp; nothing in the environment can lower it.
 */
export const DEFAULT_PASSWORD_HASH_COST: PasswordHashCost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

// `Algorithm` is a const enum in @node-rs/argon2's typings, which isolatedModules cannot read;
// 2 is Algorithm.Argon2id.
const ARGON2ID = 2;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /**
   * True when `password` matches `stored`; false for a malformed hash. Without a stored hash (an
   * unknown email, a password-less account) it spends the time of one verification on a hash that
   * matches nothing and answers false, so that case takes as long to reject as a wrong password
   * (SPEC: "same answer").
   */
  verify(stored: string | null | undefined, password: string): Promise<boolean>;
}

/** Argon2id hashing (docs/architecture.md#stack "Auth"). The whole password is hashed: no truncation. */
export function createPasswordHasher(cost: PasswordHashCost = DEFAULT_PASSWORD_HASH_COST): PasswordHasher {
  const options: Options = { ...cost, algorithm: ARGON2ID };
  let dummy: Promise<string> | undefined;

  const check = async (stored: string, password: string): Promise<boolean> => {
    try {
      return await verify(stored, password);
    } catch {
      return false;
    }
  };

  return {
    hash: (password) => hash(password, options),
    async verify(stored, password) {
      if (stored) return check(stored, password);
      dummy ??= hash('no account has this password', options);
      await check(await dummy, password);
      return false;
    },
  };
}
