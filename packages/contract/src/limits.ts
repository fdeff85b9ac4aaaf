// Limits, lists and names both sides share, free of zod so the storefront's first load can use
// them without the schema library (decision 0022). The schemas import them from here.

export const FOOD_PAGE_SIZE = 12;
export const FOOD_PAGE_SIZE_MAX = 100;
export const SUGGESTIONS_MAX = 8;
/**
 * A storefront search: what one term may hold. The work of a search grows with its length and
 * words, and on the embedded database nothing can stop a query once it runs (decision 0074).
 */
export const SEARCH_TERM_MAX = 100;
export const SEARCH_WORDS_MAX = 6;

export const foodSorts = ['popular', 'newest', 'price-asc', 'price-desc', 'name'] as const;
export type FoodSort = (typeof foodSorts)[number];

/** Per line: matches the cart_items CHECK (1..99). */
export const CART_QUANTITY_MIN = 1;
export const CART_QUANTITY_MAX = 99;
/** Distinct (food, size) lines one cart may hold. */
export const CART_LINES_MAX = 50;

/**
 * `online`: the provider's hosted page (Razorpay: UPI, cards, netbanking, wallets), offered only
 * when the provider's keys are configured (issue 20). The others are paid on handover.
 */
export const paymentMethods = ['cash_on_delivery', 'pay_at_pickup', 'online'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
/**
 * How a stored order is paid: a checkout method, or `pay_at_table` for a dine-in round, whose
 * money is its tab's (decision 0094). Never a choice at checkout nor in the settings.
 */
export const orderPaymentMethods = [...paymentMethods, 'pay_at_table'] as const;
export type OrderPaymentMethod = (typeof orderPaymentMethods)[number];
export const ORDERS_PAGE_SIZE = 10;
export const ORDER_NOTE_MAX = 300;
/** Customers may schedule up to a week after today (decision 0085). */
export const SCHEDULE_DAYS_AHEAD_MAX = 7;
/** The largest rider tip, in major units; the presets are what checkout offers first. */
export const TIP_MAX = 500;
export const TIP_PRESETS = [20, 30, 50] as const;
/** Header of POST /orders carrying the client-made Idempotency-Key. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Answer header of POST /orders when the key's order is answered again (a retry). */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** Server-sent event names of the order streams. */
export const ORDER_STATUS_EVENT = 'status';
/** Sent when events may have been missed (a carrier reconnected): re-read what you show. */
export const ORDER_RESYNC_EVENT = 'resync';
/**
 * Sent when the instance is shutting down, just before it ends the stream: open it again now
 * (another instance answers), without the long wait a refused stream gets.
 */
export const ORDER_RECONNECT_EVENT = 'reconnect';

export const userRoles = ['customer', 'staff', 'admin', 'rider'] as const;
export type UserRole = (typeof userRoles)[number];
/** The roles an admin may invite an email address to (docs/decisions/0053). */
export const invitableRoles = ['staff', 'admin', 'rider'] as const;
export type InvitableRole = (typeof invitableRoles)[number];
/** How long a staff invitation's mailed link works. */
export const INVITATION_TTL_DAYS = 7;
export const authProviders = ['password', 'google.com', 'phone'] as const;
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;
/** What a chosen password must satisfy (checked by the server; shown by forms as a hint). */
export const PASSWORD_RULES =
  'Use at least 10 characters. Avoid common passwords and anything containing your name or email.';
/** GET /auth/users page size. */
export const USERS_PAGE_SIZE = 20;

/**
 * Storefront error reports (POST /client-errors, decision 0057): what each may be, and how long
 * each part may be. The page trims to these before sending; the server refuses anything longer.
 */
export const CLIENT_ERRORS_PATH = '/client-errors';
export const clientErrorKinds = ['error', 'unhandledrejection', 'render'] as const;
export type ClientErrorKind = (typeof clientErrorKinds)[number];
export const CLIENT_ERROR_LIMITS = { message: 500, stack: 4000, path: 300, build: 64 } as const;
