/** The newsletter module's public face: the footer's "Get Updates" subscriptions. */
import { newsletterRoutes } from './newsletter.routes';
import { newsletterServicePlugin } from './newsletter.service';

export type { NewsletterService } from './newsletter.service';
export { newsletterSubscribers } from './newsletter.tables';

export const newsletterModule = {
  name: 'newsletter',
  prefix: '/newsletter',
  service: newsletterServicePlugin,
  routes: newsletterRoutes,
} as const;
