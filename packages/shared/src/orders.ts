/** Order numbers, statuses, the tracker and the status state machine (docs/product/cart-and-orders.md#order-numbers, docs/product/cart-and-orders.md#order-status; docs/architecture.md#real-admin-screens). */


/** Server values of an order's status. */
export const ORDER_STATUSES = ['placed', 'scheduled', 'in-production', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return (ORDER_STATUSES as readonly unknown[]).includes(value);
}

/** Display labels; placed shows as 'Pending' (docs/product/cart-and-orders.md#order-status). */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  placed: 'Pending',
  scheduled: 'Scheduled',
  'in-production': 'In Production',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const STATUS_ALIASES: Readonly<Record<string, OrderStatus>> = {
  placed: 'placed',
  pending: 'placed',
  ordered: 'placed',
  scheduled: 'scheduled',
  'in-production': 'in-production',
  inproduction: 'in-production',
  completed: 'completed',
  complete: 'completed',
  cancelled: 'cancelled',
  canceled: 'cancelled',
};

/**
 * Reads the status spellings seen in docs/product/cart-and-orders.md#order-status ('placed', 'Pending', 'Scheduled', 'In Production',
 * 'in-production', 'completed'...) as a server value: case, spaces and underscores do not matter.
 * Unknown values give null.
 */
export function normaliseOrderStatus(value: unknown): OrderStatus | null {
  if (typeof value !== 'string') return null;
  const key = value.trim().toLowerCase().replace(/[\s_]+/g, '-');
  return STATUS_ALIASES[key] ?? null;
}

export type TrackerStepStatus = Exclude<OrderStatus, 'cancelled'>;

/**
 * The order details tracker, in order. docs/product/cart-and-orders.md#order-history names the first step Ordered, docs/product/cart-and-orders.md#order-status "Order
 * status" Pending; we say Pending, as the status badge and the history filter do for `placed`.
 */
export const ORDER_TRACKER_STEPS: readonly { status: TrackerStepStatus; label: string }[] = Object.freeze([
  { status: 'placed', label: 'Pending' },
  { status: 'scheduled', label: 'Scheduled' },
  { status: 'in-production', label: 'In Production' },
  { status: 'completed', label: 'Completed' },
]);

export type TrackerStepState = 'done' | 'current' | 'upcoming';

const TRACKER_ORDER: readonly TrackerStepStatus[] = ORDER_TRACKER_STEPS.map((s) => s.status);

/**
 * Earlier steps are done (green tick), the current one is current (pulsing blue), later ones are
 * upcoming (grey) — docs/product/cart-and-orders.md#order-status. Two cases the spec leaves open: a completed order has every step done
 * (nothing is still in progress), and a cancelled order has every step upcoming (the dialog shows
 * the cancellation instead).
 */
export function trackerStepState(current: OrderStatus, step: TrackerStepStatus): TrackerStepState {
  if (current === 'cancelled') return 'upcoming';
  if (current === 'completed') return 'done';
  const currentIndex = TRACKER_ORDER.indexOf(current);
  const stepIndex = TRACKER_ORDER.indexOf(step);
  if (stepIndex < currentIndex) return 'done';
  return stepIndex === currentIndex ? 'current' : 'upcoming';
}

/** docs/architecture.md#real-admin-screens: placed -> scheduled -> in-production -> completed; cancel only before production. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  placed: ['scheduled', 'cancelled'],
  scheduled: ['in-production', 'cancelled'],
  'in-production': ['completed'],
  completed: [],
  cancelled: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** The statuses an order may move to next (what the admin screen offers). */
export function nextOrderStatuses(from: OrderStatus): readonly OrderStatus[] {
  return ORDER_TRANSITIONS[from];
}

/**
 * What a plan order shows where an artwork order shows its delivery estimate: a plan (issue 18) is
 * a year of design consultations, so nothing is shipped (docs/product/cart-and-orders.md#delivery-estimate).
 */
export const PLAN_DELIVERY_TEXT = 'No delivery: a design plan ships nothing (book its consultations under Subscriptions)';
/** What a cancelled order shows: it will not be delivered. */
export const CANCELLED_DELIVERY_TEXT = 'Not delivered (cancelled)';

/**
 * Estimated delivery text of docs/product/cart-and-orders.md#delivery-estimate for an artwork order by status; a plan order has no delivery
 * (PLAN_DELIVERY_TEXT) and a cancelled order none either. The one source of the estimate: the
 * server puts it on every order (`estimatedDelivery`), which screens, the invoice and mails show.
 */
export function estimatedDeliveryText(kind: OrderKind, status: OrderStatus): string {
  if (kind === 'plan') return PLAN_DELIVERY_TEXT;
  if (status === 'cancelled') return CANCELLED_DELIVERY_TEXT;
  if (status === 'completed') return 'Delivered';
  if (status === 'in-production') return '5-7 business days';
  return '10-14 business days';
}

export const SHIPPING_METHOD = 'Standard Delivery';

export type OrderHistoryFilter = 'all' | 'placed' | 'in-production' | 'completed';

/** Order history filter (docs/product/cart-and-orders.md#order-history): All Orders, Pending (= placed), In Production, Completed. */
export const ORDER_HISTORY_FILTERS: readonly { value: OrderHistoryFilter; label: string }[] = Object.freeze([
  { value: 'all', label: 'All Orders' },
  { value: 'placed', label: 'Pending' },
  { value: 'in-production', label: 'In Production' },
  { value: 'completed', label: 'Completed' },
]);

export function matchesOrderFilter(status: OrderStatus, filter: OrderHistoryFilter): boolean {
  return filter === 'all' || status === filter;
}

export const ORDER_NUMBER_MIN = 1000;
export const ORDER_NUMBER_MAX = 9999;
export const ORDER_NUMBER_PATTERN = /^ORD-\d{4}-\d{4}$/;

/**
 * 'ORD-{year}-{1000..9999}' (docs/product/cart-and-orders.md#order-numbers). `random` is a uniform draw in [0, 1),
 * injected for testability. Only 9000 numbers per year exist, so the server must still check
 * uniqueness and draw again on a clash.
 */
export function generateOrderNumber(year: number, random: () => number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`year must have 4 digits, got ${year}`);
  const draw = random();
  if (!(draw >= 0 && draw < 1)) throw new RangeError(`random() must be in [0, 1), got ${draw}`);
  const n = ORDER_NUMBER_MIN + Math.floor(draw * (ORDER_NUMBER_MAX - ORDER_NUMBER_MIN + 1));
  return `ORD-${year}-${n}`;
}

/** Draws of one width before the number gets one digit wider (docs/architecture.md#unique-order-numbers). */
export const ORDER_NUMBER_DRAWS_PER_WIDTH = 20;

/**
 * The `attempt`-th candidate of the server's order-number search (docs/architecture.md#unique-order-numbers): 'ORD-{year}-{1000..9999}'
 * for the first ORDER_NUMBER_DRAWS_PER_WIDTH draws, then one digit wider every as many draws
 * ('ORD-{year}-{10000..99999}', ...), so a year that has used its 9000 numbers widens instead of failing.
 */
export function orderNumberCandidate(year: number, attempt: number, random: () => number): string {
  const width = 4 + Math.floor(attempt / ORDER_NUMBER_DRAWS_PER_WIDTH);
  if (width === 4) return generateOrderNumber(year, random);
  const draw = random();
  if (!(draw >= 0 && draw < 1)) throw new RangeError(`random() must be in [0, 1), got ${draw}`);
  const min = 10 ** (width - 1);
  return `ORD-${year}-${min + Math.floor(draw * (10 ** width - min))}`;
}

/** Any order number the server makes: four digits, or more once a year has widened. */
export const ORDER_NUMBER_ANY_WIDTH_PATTERN = /^ORD-\d{4}-[1-9]\d{3,}$/;

/** The order id as displayed: its first 8 characters (docs/product/cart-and-orders.md#order-history). */
export function orderDisplayId(id: string): string {
  return id.slice(0, 8);
}

/** An order is of two kinds (issue 18): artwork from the cart, or a plan bought on /payment. */
export const ORDER_KINDS = ['artwork', 'plan'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
