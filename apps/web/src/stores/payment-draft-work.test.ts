import { describe, expect, it } from 'vitest';
import { accountContact, initialContact, paymentDraftReducer, pickContact, untypedContactUpdates, type PaymentContact } from './payment-draft-work';
import type { CurrentUser } from './user-slice';

const maya: PaymentContact = { firstName: 'Maya', lastName: 'Perera', email: 'maya@example.com', phone: '+1 416 555 0134', address: '12 Gallery Lane' };
const empty: PaymentContact = { firstName: '', lastName: '', email: '', phone: '', address: '' };
const user = { _id: 'u1', name: 'Maya Anne Perera', email: 'maya@example.com', phone: '555', address: '' } as unknown as CurrentUser;

describe('paymentDraftReducer', () => {
  it('keeps nothing while the contact fields are the account’s own and nothing is kept', () => {
    expect(paymentDraftReducer(null, { type: 'contactChanged', plan: 'starter', contact: empty, account: empty })).toBeNull();
  });

  it('keeps the contact once something differs from the account, or once a draft is kept', () => {
    expect(paymentDraftReducer(null, { type: 'contactChanged', plan: 'starter', contact: maya, account: empty })).toEqual({ plan: 'starter', contact: maya });
    const kept = { plan: 'starter', contact: maya };
    expect(paymentDraftReducer(kept, { type: 'contactChanged', plan: 'professional', contact: empty, account: empty })).toEqual({ plan: 'professional', contact: empty });
  });

  it('keeps the plan and contact at Complete Payment and at Go Back, and nothing after a purchase', () => {
    expect(paymentDraftReducer(null, { type: 'submitted', plan: null, contact: maya })).toEqual({ plan: null, contact: maya });
    expect(paymentDraftReducer(null, { type: 'wentBack', plan: 'starter', contact: maya })).toEqual({ plan: 'starter', contact: maya });
    expect(paymentDraftReducer({ plan: 'starter', contact: maya }, { type: 'purchased' })).toBeNull();
  });

  it('never keeps anything but the contact fields, each within its limit', () => {
    const withCard = { ...maya, cardNumber: '4242 4242 4242 4242', firstName: 'x'.repeat(500) } as PaymentContact;
    const next = paymentDraftReducer(null, { type: 'submitted', plan: null, contact: withCard });
    expect(Object.keys(next!.contact).sort()).toEqual(['address', 'email', 'firstName', 'lastName', 'phone']);
    expect(next!.contact.firstName.length).toBeLessThan(500);
  });
});

describe('the contact fields as the form starts', () => {
  it('splits the account’s name into first and last', () => {
    expect(accountContact(user)).toEqual({ firstName: 'Maya', lastName: 'Anne Perera', email: 'maya@example.com', phone: '555', address: '' });
    expect(accountContact(null)).toEqual(empty);
  });

  it('takes each kept field that is not blank, else the account’s', () => {
    const kept = { plan: null, contact: { ...empty, phone: '+44 20 7946 0000', address: '  ' } };
    expect(initialContact(kept, user)).toEqual({ ...accountContact(user), phone: '+44 20 7946 0000' });
    expect(initialContact(null, null)).toEqual(empty);
  });

  it('sets only the untyped fields whose value differs', () => {
    const values = pickContact({ ...empty, firstName: 'Typed', email: 'maya@example.com' });
    const dirty = (field: keyof PaymentContact) => field === 'firstName';
    expect(untypedContactUpdates(values, dirty, accountContact(user))).toEqual([
      ['lastName', 'Anne Perera'],
      ['phone', '555'],
    ]);
  });
});
