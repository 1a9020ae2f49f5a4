/**
 * How to reach the studio: the landing page's contact section lists these, and the payment
 * result's support text points to them. One place, so a new number changes everywhere.
 */
export const studioContact = {
  address: '218 Queen Street West, Toronto, ON',
  phone: '+1 (416) 555-0147',
  /** The phone as a tel: link wants it. */
  phoneHref: 'tel:+14165550147',
  email: 'hello@wallart.studio',
  hours: 'Mon–Sat, 9:00–18:00',
} as const;
