import { describe, expect, it } from 'vitest';
import { COUNTRIES, LANGUAGES, SIGN_UP_COUNTRIES, countryOptions, isCountry, isLanguage } from './locale';

describe('countries and languages (docs/product/accounts.md#the-user)', () => {
  it('lists the countries, with Other only at sign-up', () => {
    expect(COUNTRIES).toEqual(['USA', 'Sri Lanka', 'Canada', 'UK', 'Australia', 'India']);
    expect(SIGN_UP_COUNTRIES).toEqual([...COUNTRIES, 'Other']);
    expect(countryOptions('sign-up')).toContain('Other');
    expect(countryOptions('profile')).not.toContain('Other');
    expect(countryOptions('profile', 'Canada')).not.toContain('Other');
  });

  it("keeps Other in the profile of a user who chose it", () => {
    expect(countryOptions('profile', 'Other')).toContain('Other');
  });

  it('lists the languages', () => {
    expect(LANGUAGES).toEqual(['English', 'Sinhalese', 'Spanish', 'French', 'German']);
  });

  it('type guards accept list members only', () => {
    expect(isCountry('Sri Lanka')).toBe(true);
    expect(isCountry('Other')).toBe(true);
    expect(isCountry('sri lanka')).toBe(false);
    expect(isLanguage('German')).toBe(true);
    expect(isLanguage('Tamil')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
