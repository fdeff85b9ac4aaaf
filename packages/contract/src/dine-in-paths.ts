/**
 * Dine-in by QR code (decision 0094): the API paths, the guest's cookie and the board's events.
 * Paths are relative to API_BASE_PATH.
 */
/** The web page a table's QR code opens (not under the API): `/table/<token>`. */
export const tablePagePath = (token: string) => `/table/${encodeURIComponent(token)}`;

/** GET (list), POST (add). */
export const STAFF_TABLES_PATH = '/staff/tables';
/** PATCH (edit), DELETE (remove: the QR stops working). */
export const staffTablePath = (id: string) => `/staff/tables/${id}`;
/** POST: a new QR token for the table; the old one stops working at once. */
export const staffTableTokenPath = (id: string) => `/staff/tables/${id}/token`;
/** GET: the table's QR code as image/svg+xml (the same drawing as `StaffTable.qrCode`). */
export const staffTableQrPath = (id: string) => `/staff/tables/${id}/qr.svg`;
/** GET: the tabs not closed yet (open, bill asked, paid), oldest first. */
export const STAFF_TABS_PATH = '/staff/tabs';
/** GET: one tab, closed ones too. */
export const staffTabPath = (id: string) => `/staff/tabs/${id}`;
/** POST { method }: staff took the balance (cash, card or UPI). */
export const staffTabPaidPath = (id: string) => `/staff/tabs/${id}/paid`;
/** POST: close a paid (or empty) tab; the table is free for the next guests. */
export const staffTabClosePath = (id: string) => `/staff/tabs/${id}/close`;
/** POST { tableId }: the tab moves to a free table. */
export const staffTabMovePath = (id: string) => `/staff/tabs/${id}/move`;
/** POST { fromTabId }: the other tab's rounds and guests join this one; the other is closed. */
export const staffTabMergePath = (id: string) => `/staff/tabs/${id}/merge`;
/** GET: calls not acknowledged yet, oldest first. */
export const STAFF_TABLE_CALLS_PATH = '/staff/table-calls';
/** POST: a staff member saw the call; it leaves the board. */
export const staffTableCallAckPath = (id: string) => `/staff/table-calls/${id}/acknowledge`;

/** GET: the table, and the guest's tab when this browser has joined it (no account needed). */
export const guestTablePath = (token: string) => `/table/${encodeURIComponent(token)}`;
/** POST { name, phone? }: join the table's tab (opening one if none); sets the guest cookie. */
export const guestJoinPath = (token: string) => `${guestTablePath(token)}/join`;
/** GET: the guest's tab (cookie required, and it must be this table's). */
export const guestTabPath = (token: string) => `${guestTablePath(token)}/tab`;
/** POST { lines, note } with an Idempotency-Key header: one round to the kitchen. */
export const guestRoundsPath = (token: string) => `${guestTablePath(token)}/rounds`;
/** POST { kind }: call staff, or ask for the bill. */
export const guestCallsPath = (token: string) => `${guestTablePath(token)}/calls`;
/** POST: pay the tab's balance online; answers where to send the browser. */
export const guestTabPayPath = (token: string) => `${guestTablePath(token)}/tab/pay`;

/**
 * The guest's identity at a table: a signed httpOnly cookie naming the guest (scoped to the
 * API's /table paths). It reads only the tab that guest joined, and only through its table's QR.
 */
export const TABLE_GUEST_COOKIE = 'nt_table_guest';

/** Server-sent events on the board's stream (GET /staff/orders/events), beside `status`. */
export const TABLE_CALL_EVENT = 'table-call';
export const TAB_EVENT = 'tab';
