import { afterEach, describe, expect, it } from 'vitest';
import { clearPaymentDraft, readPaymentDraft, writePaymentDraft } from './payment-draft';

const contact = { firstName: 'Maya', lastName: 'Perera', email: 'maya@example.com', phone: '+1 416 555 0134', address: '12 Gallery Lane' };

afterEach(() => sessionStorage.clear());

describe('the /payment draft', () => {
  it('keeps the plan and the contact fields in this tab, and nothing else', () => {
    writePaymentDraft({ plan: 'professional', contact: { ...contact, cardNumber: '4242 4242 4242 4242', cvc: '123' } as typeof contact });
    const stored = sessionStorage.getItem('wallart:payment-draft')!;
    expect(stored).not.toContain('4242');
    expect(stored).not.toContain('123"');
    expect(readPaymentDraft()).toEqual({ plan: 'professional', contact });
    clearPaymentDraft();
    expect(readPaymentDraft()).toBeNull();
  });

  it('reads back only strings', () => {
    sessionStorage.setItem('wallart:payment-draft', JSON.stringify({ plan: 7, contact: { firstName: 'A', email: { x: 1 } } }));
    expect(readPaymentDraft()).toEqual({ plan: null, contact: { firstName: 'A', lastName: '', email: '', phone: '', address: '' } });
    sessionStorage.setItem('wallart:payment-draft', '{oops');
    expect(readPaymentDraft()).toBeNull();
  });
});
