// Order pages' rules (spec 3 §2.5, §9): the skeleton count, messages and the date as shown. Pure.
/** Order and podcast skeletons show 5 items (spec 3 §9). */
export const ORDER_SKELETON_COUNT = 5;
export const ORDER_CONFIRMATION_HEADING = 'Thank you for your order';
export const ORDER_HISTORY_HEADING = 'Order history';
export const NO_ORDER_NUMBER = 'No order number was given. Find your orders in your order history.';
export const NO_ORDERS = 'You have not placed any orders yet.';
export const ORDER_LOAD_FAILED = 'Your order could not be loaded';
export const ORDERS_LOAD_FAILED = 'Your orders could not be loaded';

export function orderNotFound(orderNumber: string): string {
  return `We could not find order ${orderNumber} in your account.`;
}

const DATE = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 'November 22, 2026'; an unreadable date shows as given. */
export function formatOrderDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : DATE.format(time);
}

/** The order history link of the profile (spec 2: {profile}/order-history). */
export function orderHistoryUrl(profilePage: string): string {
  return `${profilePage.replace(/\/$/, '')}/order-history`;
}
