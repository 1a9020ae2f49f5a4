import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ORDER_TRACKER_STEPS, trackerStepState, type Order, type TrackerStepState, type TrackerStepStatus } from '@wallart/shared';
import { i18n as appI18n } from '../../../lib/i18n';

export interface TrackerStep {
  status: TrackerStepStatus;
  /** The shared English label (shown through the shared texts, in the UI's language). */
  label: string;
  state: TrackerStepState;
  /** When the order reached this step (its latest arrival), for steps done or current. */
  reachedAt: string | null;
  /** What a screen reader hears after the label. */
  stateText: string;
}

const STATE_TEXT: Record<TrackerStepState, MessageDescriptor> = { done: msg`done`, current: msg`current step`, upcoming: msg`not yet` };

/**
 * The tracker of the order details dialog (docs/product/cart-and-orders.md#order-status): Pending, Scheduled, In
 * Production, Completed, each done, current or upcoming by the shared rule, with the date the
 * order's status history says it was reached. A step the order skipped has no date.
 */
export function orderTrackerSteps(order: Pick<Order, 'status' | 'statusHistory'>, i18n: I18n = appI18n): TrackerStep[] {
  return ORDER_TRACKER_STEPS.map(({ status, label }) => {
    const state = trackerStepState(order.status, status);
    const reached = state === 'upcoming' ? undefined : order.statusHistory.findLast((change) => change.status === status);
    return { status, label, state, reachedAt: reached?.at ?? null, stateText: i18n._(STATE_TEXT[state]) };
  });
}
