import { describe, expect, it } from 'vitest';
import * as shared from './index';

describe('@wallart/shared public entry', () => {
  it('exports one rule of every module', () => {
    const names = [
      'SERVICE_PACKAGES', 'cents', 'ART_STYLES', 'wallArtPriceCents', 'estimatePackage', 'taxCents', 'validateCardNumber',
      'checkPassword', 'MESSAGES', 'isValidCartQuantity', 'canTransition', 'MAX_UPLOAD_BYTES', 'wallNameFromFileName',
      'COUNTRIES', 'ageProgressionAges', 'formatCountdown', 'emailField', 'apiErrorSchema', 'packageResponseSchema',
      'registerBodySchema', 'newPasswordFormSchema', 'contactBodySchema', 'designOptionsSchema', 'makeCheckoutFormSchema',
    ];
    for (const name of names) expect(shared, name).toHaveProperty(name);
  });

  it('does not expose the test helpers', () => {
    expect(shared).not.toHaveProperty('fc');
    expect(shared).not.toHaveProperty('issuesByPath');
  });
});
