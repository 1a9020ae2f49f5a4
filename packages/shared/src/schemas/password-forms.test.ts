import { describe, expect, it } from 'vitest';
import { issuesByPath } from '../testing/zod-issues';
import { changePasswordFormSchema, newPasswordFormSchema } from './password-forms';

describe('newPasswordFormSchema (docs/product/accounts.md#password-recovery)', () => {
  it('accepts two equal passwords of 8+ characters', () => {
    expect(newPasswordFormSchema.safeParse({ password: 'Long-enough1', confirmPassword: 'Long-enough1' }).success).toBe(true);
  });

  it('reports, in order: both required, too short, mismatch', () => {
    expect(issuesByPath(newPasswordFormSchema.safeParse({ password: '', confirmPassword: '' }))).toEqual({
      password: ['Both fields are required.'],
      confirmPassword: ['Both fields are required.'],
    });
    expect(issuesByPath(newPasswordFormSchema.safeParse({ password: 'short', confirmPassword: 'short' }))).toEqual({
      password: ['Password must be at least 8 characters.'],
    });
    expect(issuesByPath(newPasswordFormSchema.safeParse({ password: 'Long-enough1', confirmPassword: 'Long-enougH1' }))).toEqual({
      confirmPassword: ['Passwords do not match.'],
    });
  });
});

describe('changePasswordFormSchema (docs/product/accounts.md#change-password)', () => {
  it('accepts a valid change', () => {
    expect(
      changePasswordFormSchema.safeParse({ currentPassword: 'old', password: 'New-password1', confirmPassword: 'New-password1' }).success,
    ).toBe(true);
  });

  it('uses the dialog messages', () => {
    expect(issuesByPath(changePasswordFormSchema.safeParse({ currentPassword: '', password: '', confirmPassword: '' }))).toEqual({
      currentPassword: ['Current password is required'],
      password: ['New password fields are required'],
      confirmPassword: ['New password fields are required'],
    });
    expect(
      issuesByPath(changePasswordFormSchema.safeParse({ currentPassword: 'old', password: 'seven77', confirmPassword: 'seven77' })),
    ).toEqual({ password: ['Password must be at least 8 characters'] });
    expect(
      issuesByPath(changePasswordFormSchema.safeParse({ currentPassword: 'old', password: 'New-password1', confirmPassword: 'Other-123' })),
    ).toEqual({ confirmPassword: ['New passwords do not match'] });
  });
});
