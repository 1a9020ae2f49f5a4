import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';

describe('isCommonPassword (issue 9 §4)', () => {
  it.each(['Password1', 'Qwerty123', 'Welcome1', '12345678', 'P@ssw0rd', 'iloveyou'])('refuses %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['Secret#123', 'Changed#789', 'Gallery#2025', 'Painted-Walls-1', 'Brand-new#456'])('accepts %s', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});
