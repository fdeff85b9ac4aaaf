import {
  DEFAULT_TIME_ZONE,
  financialYearOf,
  instantAt,
  monthDays,
  invoiceNumber,
  restaurantDay,
  type FulfilmentMethod,
  type OrderPaymentMethod,
} from '@ninetonine/contract';
import type { Database, Executor } from '../../db/client';
import type { AddressSnapshot, InvoiceSnapshot } from '../../db/schema/index';
import { notFound } from '../../http-error';
import type { RestaurantSettingsReader } from '../restaurant/restaurant.repository';
import { invoiceLines } from './invoice-lines';
import { b2csCsv, registerCsv } from './invoices-csv';
import type { CreditNotesRepository } from './credit-notes.repository';
import type { InvoiceRow, InvoicesRepository } from './invoices.repository';
import { totalsColumns } from './document-totals';

/** What issuing reads of the order (the columns of its row). */
export interface InvoicedOrder {
  id: string;
  number: string;
  userId: string;
  fulfilment: FulfilmentMethod;
  paymentMethod: OrderPaymentMethod;
  discountMinor: number;
  deliveryFeeMinor: number;
  tipMinor: number;
  totalMinor: number;
  taxIncluded: boolean;
  address: AddressSnapshot | null;
  contactPhone: string | null;
  createdAt: Date;
}

const addressText = (a: AddressSnapshot) =>
  [a.line1, a.line2, `${a.city} ${a.postalCode}`.trim()].filter(Boolean).join(', ');

const noInvoice = () => notFound('This order has no invoice.');

/**
 * GST tax invoices (issue 32; decision 0082): issued by the order's lifecycle in the order's
 * own transaction, numbered from the financial year's gap-free series, frozen as a snapshot.
 */
export function createInvoicesService(deps: {
  db: Database;
  repo: InvoicesRepository;
  /** The month's credit notes, netted in the export (decision 0089). */
  creditNotes: Pick<CreditNotesRepository, 'issuedBetween'>;
  restaurant: RestaurantSettingsReader;
}) {
  const { db, repo, restaurant } = deps;
  return {
    /**
     * The order's invoice, issued now in `ex`'s transaction unless it has one (then that one).
     * None while the restaurant has no GSTIN: without one there is no tax invoice to give.
     */
    async issue(ex: Executor, order: InvoicedOrder, at: Date): Promise<InvoiceRow | null> {
      const settings = await restaurant.settingsOrDefaults(ex);
      if (!settings.gstin) return null;
      const existing = await repo.findByOrder(ex, order.id);
      if (existing) return existing;
      const financialYear = financialYearOf(restaurantDay(at, settings.timeZone));
      const serial = await repo.nextSerial(ex, financialYear);
      const number = invoiceNumber(settings.invoicePrefix, financialYear, serial);
      const registeredIn = settings.gstin.slice(0, 2);
      const placeOfSupply = settings.gstStateCode || registeredIn;
      const interState = placeOfSupply !== registeredIn;
      const rateBasisPoints = settings.taxRateBasisPoints;
      const { lines, totals } = invoiceLines(
        { ...order, lines: await repo.chargedLines(ex, order.id) },
        rateBasisPoints,
        interState,
      );
      const snapshot: InvoiceSnapshot = {
        number,
        financialYear,
        issuedAt: at.toISOString(),
        seller: {
          tradeName: settings.name,
          legalName: settings.legalName || settings.name,
          gstin: settings.gstin,
          fssaiLicence: settings.fssaiLicence,
          address: settings.registeredAddress || settings.pickupAddress,
          stateCode: registeredIn,
        },
        placeOfSupply,
        interState,
        rateBasisPoints,
        pricesIncludeTax: order.taxIncluded,
        currency: settings.currency,
        locale: settings.locale,
        timeZone: settings.timeZone,
        order: {
          id: order.id,
          number: order.number,
          fulfilment: order.fulfilment,
          paymentMethod: order.paymentMethod,
          placedAt: order.createdAt.toISOString(),
        },
        customer: {
          name: order.address?.name || (await repo.customerName(ex, order.userId)),
          phone: order.address?.phone || order.contactPhone || '',
          address: order.address ? addressText(order.address) : null,
        },
        lines,
        totals,
      };
      return repo.insert(ex, {
        orderId: order.id,
        number,
        financialYear,
        serial,
        issuedAt: at,
        rateBasisPoints,
        ...totalsColumns(totals),
        snapshot,
      });
    },

    /** The invoice of the caller's own order; 404 for anyone else's, as for the order itself. */
    async forCustomer(orderId: string, userId: string): Promise<InvoiceRow> {
      return (await repo.findByOrder(db, orderId, userId)) ?? Promise.reject(noInvoice());
    },

    async forStaff(orderId: string): Promise<InvoiceRow> {
      return (await repo.findByOrder(db, orderId)) ?? Promise.reject(noInvoice());
    },

    /**
     * The month's invoices and credit notes (issued in it, the restaurant's days) as CSV: the
     * summary nets the notes (GSTR-1 table 7), the register lists both.
     */
    async exportCsv(month: string, kind: 'b2cs' | 'register'): Promise<string> {
      const timeZone = (await restaurant.getSettings(db))?.timeZone ?? DEFAULT_TIME_ZONE;
      const { from, to } = monthDays(month);
      const start = instantAt(from, 0, timeZone);
      const end = instantAt(to, 24 * 60, timeZone);
      const rows = await repo.issuedBetween(db, start, end);
      const notes = await deps.creditNotes.issuedBetween(db, start, end);
      return kind === 'b2cs' ? b2csCsv(rows, notes) : registerCsv(rows, notes, timeZone);
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
