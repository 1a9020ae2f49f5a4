/**
 * The admin area's limits, choices and messages (issue 19), for its screens and the server, apart
 * from the schemas that check them (./schemas/admin-*.ts): a screen that shows a message or a limit
 * does not load zod with it (issue 21: the admin pages' first load).
 */
import { MESSAGES } from './messages';
import { ORDER_STATUS_LABELS, type OrderStatus } from './orders';

// Users
/** Rows per page on the Users screen (and the list's default). */
export const USER_LIST_PAGE_SIZE = 20;
/** The most rows one GET /api/users answers. */
export const USER_LIST_PAGE_SIZE_MAX = 100;
/** The longest search text (ours: a name or an email is far shorter). */
export const USER_SEARCH_MAX_LENGTH = 200;

// Orders
/** Rows per page on the Orders screen (and the list's default). */
export const ADMIN_ORDER_PAGE_SIZE = 20;
/** The most rows one GET /api/admin/orders answers (as GET /api/users). */
export const ADMIN_ORDER_PAGE_SIZE_MAX = 100;
/** The longest search text: an order number or an email is far shorter. */
export const ADMIN_ORDER_SEARCH_MAX_LENGTH = 200;

export const ADMIN_ORDER_MESSAGES = {
  /** docs/product/messages.md#admin has no admin orders message; worded as its 'Failed to fetch users'. */
  fetchFailed: 'Failed to fetch orders',
  updateFailed: 'Failed to update the order status',
  searchTooLong: 'Search must be at most 200 characters.',
  statusInvalid: 'Status must be one of placed, scheduled, in-production, completed, cancelled.',
  kindInvalid: 'Kind must be artwork or plan.',
  invalidTransition: MESSAGES.orders.invalidTransition,
  /** 409: the admin's view is stale; the answer carries the order as it is now. */
  stale: (orderNumber: string, current: OrderStatus): string =>
    `Order ${orderNumber} is already ${ORDER_STATUS_LABELS[current]}: someone else changed it. Its current state is shown.`,
  /** 409: decision 036 — cancelling a plan order would leave its subscription running, so it is refused. */
  planCancel:
    'A plan order cannot be cancelled here: it started a subscription. The customer cancels it under My Account, Subscriptions.',
  noMatch: (query: string) => `No orders match "${query}"`,
  moved: (orderNumber: string, status: OrderStatus): string => `${orderNumber} is now ${ORDER_STATUS_LABELS[status]}.`,
  cancelled: (orderNumber: string): string => `${orderNumber} was cancelled and its payment refunded.`,
} as const;

/** Who moved an order: an admin (by name), the customer (placing it), or the system. */
export const ORDER_ACTOR_KINDS = ['admin', 'customer', 'system'] as const;
export type OrderActorKind = (typeof ORDER_ACTOR_KINDS)[number];

// Consultations
export const CONSULTATION_LIST_PAGE_SIZE = 20;
/** upcoming: not done and not yet started; past: started or done. */
export const CONSULTATION_LIST_FILTERS = ['upcoming', 'past'] as const;
export type ConsultationListFilter = (typeof CONSULTATION_LIST_FILTERS)[number];
/** A booking's state as the admin sees it: 'past' is held (or missed) but not marked done. */
export const ADMIN_CONSULTATION_STATUSES = ['upcoming', 'past', 'done'] as const;
export type AdminConsultationStatus = (typeof ADMIN_CONSULTATION_STATUSES)[number];

export const ADMIN_CONSULTATION_MESSAGES = {
  notFound: 'Consultation not found',
  alreadyDone: 'This consultation is already marked as done.',
  markedDone: 'The consultation was marked as done.',
  fetchFailed: 'Failed to load consultations',
  markFailed: 'Failed to mark the consultation as done',
  statusInvalid: 'Status must be upcoming or past.',
} as const;

// Packages
export const PACKAGE_NAME_MAX_LENGTH = 100;
export const PACKAGE_FEATURE_MAX_LENGTH = 200;
export const PACKAGE_FEATURES_MAX = 20;
export const PACKAGE_DESCRIPTION_MAX_LENGTH = 300;
export const PACKAGE_PERIOD_MAX_LENGTH = 40;
export const PACKAGE_COLOR_OPTIONS_MAX_LENGTH = 60;
export const PACKAGE_WARRANTY_MAX_YEARS = 50;
/** $1,000,000.00: a bound so a typo of extra zeros is caught, far above any package. */
export const PACKAGE_PRICE_MAX_CENTS = 100_000_000;
export const PACKAGE_COVERAGE_MAX_SQ_FT = 1_000_000;
export const PACKAGE_CONSULTATIONS_MAX = 1_000;

export const ADMIN_PACKAGE_MESSAGES = {
  nameRequired: 'Name is required.',
  nameTooLong: `Name must be at most ${PACKAGE_NAME_MAX_LENGTH} characters.`,
  nameTaken: 'A package with this name already exists.',
  priceInvalid: 'Price must be a whole number of cents, 0 or more (leave it empty for Custom).',
  priceFormInvalid: 'Price must be an amount in dollars such as 299 or 299.50, 0 or more (leave it empty for Custom).',
  priceTooHigh: 'Price must be at most $1,000,000.',
  coverageInvalid: 'Coverage must be a whole number of sq ft, 0 or more (leave it empty for unlimited).',
  consultationsInvalid: 'Consultations must be a whole number, at least 1 (leave it empty for unlimited).',
  consultationsZero: 'A package needs at least 1 consultation; leave it empty for unlimited.',
  warrantyInvalid: `Warranty must be a whole number of years from 0 to ${PACKAGE_WARRANTY_MAX_YEARS}.`,
  colorOptionsRequired: 'Colour options are required.',
  colorOptionsTooLong: `Colour options must be at most ${PACKAGE_COLOR_OPTIONS_MAX_LENGTH} characters.`,
  featureEmpty: 'A feature cannot be empty.',
  featureTooLong: `Each feature must be at most ${PACKAGE_FEATURE_MAX_LENGTH} characters.`,
  tooManyFeatures: `A package has at most ${PACKAGE_FEATURES_MAX} features.`,
  descriptionTooLong: `Description must be at most ${PACKAGE_DESCRIPTION_MAX_LENGTH} characters.`,
  periodRequired: 'Period is required (for example "per Project").',
  periodTooLong: `Period must be at most ${PACKAGE_PERIOD_MAX_LENGTH} characters.`,
  controlCharacters: 'Remove the control characters from the text.',
  notFound: 'Package not found',
  alreadyActive: 'This package is already active.',
  alreadyInactive: 'This package is already inactive.',
  fetchFailed: 'Failed to load packages',
  saveFailed: 'Failed to save the package',
  created: (name: string) => `${name} was added.`,
  updated: (name: string) => `${name} was updated.`,
  deactivated: (name: string) => `${name} is no longer offered.`,
  reactivated: (name: string) => `${name} is offered again.`,
} as const;
