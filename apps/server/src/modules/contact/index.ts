/** The contact module's public face: the landing page's contact form, stored and mailed to the shop. */
import { contactRoutes } from './contact.routes';
import { contactServicePlugin } from './contact.service';

export type { ContactService } from './contact.service';
export { contactMessages } from './contact.tables';

export const contactModule = {
  name: 'contact',
  prefix: '/contact',
  service: contactServicePlugin,
  routes: contactRoutes,
} as const;
