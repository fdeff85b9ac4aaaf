import { z } from 'zod';
import { paginationSchema } from './catalog';
import { safeText, timestampSchema } from './common';

/** GET /staff/customers (admin only, decision 0091): rows a page. */
export const CUSTOMERS_PAGE_SIZE = 20;
/** Search input is bounded (decision 0074): part of a name, email or phone. */
export const CUSTOMER_SEARCH_MAX = 100;

export const customerSorts = ['last_order', 'spend'] as const;
export type CustomerSort = (typeof customerSorts)[number];

export const customersListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(CUSTOMERS_PAGE_SIZE),
  /** Part of a name, email or phone number (any case). */
  search: safeText(CUSTOMER_SEARCH_MAX).trim().optional(),
  /** Newest last order first (default), or most spend first. */
  sort: z.enum(customerSorts).default('last_order'),
});
export type CustomersListQuery = z.infer<typeof customersListQuerySchema>;

/**
 * One customer as the list shows it. Contact data is masked here; only the audited export after
 * a fresh sign-in carries it whole. The figures are defined in decision 0091:
 * `orders` and `lastOrderAt` count orders not called off (cancelled, rejected, expired unpaid);
 * `spendMinor` is what the restaurant kept of orders handed over or paid online and not called
 * off (total less refunds that did not fail), in minor units.
 */
export const staffCustomerSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    /** "as•••@example.com"; null: a phone-only account. */
    maskedEmail: z.string().nullable(),
    /** "••••5555"; null: none on the profile. */
    maskedPhone: z.string().nullable(),
    orders: z.number().int(),
    spendMinor: z.number().int(),
    lastOrderAt: timestampSchema.nullable(),
    /** Mean stars of the ratings they gave (1 decimal); null: none given. */
    averageRating: z.number().nullable(),
    ratings: z.number().int(),
  })
  .meta({ id: 'StaffCustomer', description: 'A customer with their orders, spend and ratings' });
export type StaffCustomer = z.infer<typeof staffCustomerSchema>;

export const customersListResponseSchema = z.object({
  customers: z.array(staffCustomerSchema),
  pagination: paginationSchema,
});
export type CustomersListResponse = z.infer<typeof customersListResponseSchema>;

/** GET /staff/customers/export.csv: contact data in bulk, after a fresh sign-in, audited. */
export const customersExportCsvResponse = {
  description:
    'A CSV file (RFC 4180, UTF-8 with a byte order mark, CRLF lines), one row per customer, most ' +
    'recent last order first, with email and phone in full. Text cells that a spreadsheet would ' +
    'run as a formula start with an apostrophe.',
  content: { 'text/csv': { schema: z.string() } },
};
export const CUSTOMERS_EXPORT_FILE_NAME = 'customers.csv';
