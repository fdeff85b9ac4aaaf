import { creditNoteNumber, financialYearOf, restaurantDay } from '@ninetonine/contract';
import type { Database, Executor } from '../../db/client';
import type { CreditNoteSnapshot } from '../../db/schema/index';
import { notFound } from '../../http-error';
import type { RestaurantSettingsReader } from '../restaurant/restaurant.repository';
import { creditNoteAmounts } from './credit-note-amounts';
import type { CreditNoteRow, CreditNotesRepository } from './credit-notes.repository';
import type { InvoicesRepository } from './invoices.repository';
import { totalsColumns } from './document-totals';

/** The refund a credit note answers: settled as done, in the caller's transaction. */
export interface CreditedRefund {
  orderId: string;
  refundId: string;
  amountMinor: number;
  reason: string;
}

/**
 * GST credit notes (decision 0089): issued when a refund of an invoiced order settles as done,
 * in the transaction that settles it, against that invoice, from their own gap-free series.
 */
export function createCreditNotesService(deps: {
  db: Database;
  repo: CreditNotesRepository;
  invoices: InvoicesRepository;
  restaurant: RestaurantSettingsReader;
}) {
  const { db, repo, restaurant } = deps;
  return {
    /**
     * The refund's note, issued now unless it has one (then that one). None for an order
     * without an invoice, nor once the invoice is credited in full. The caller holds the
     * order's row lock, so two settles of one order never read the same credited sum.
     */
    async issueForRefund(
      ex: Executor,
      refund: CreditedRefund,
      at: Date,
    ): Promise<CreditNoteRow | null> {
      const invoice = await deps.invoices.findByOrder(ex, refund.orderId);
      if (!invoice) return null;
      const existing = await repo.findByRefund(ex, refund.refundId);
      if (existing) return existing;
      const totals = creditNoteAmounts(
        invoice.snapshot.totals,
        await repo.creditedMinor(ex, invoice.id),
        refund.amountMinor,
      );
      if (!totals) return null;
      const settings = await restaurant.settingsOrDefaults(ex);
      const financialYear = financialYearOf(restaurantDay(at, settings.timeZone));
      const serial = await repo.nextSerial(ex, financialYear);
      const prefix = settings.invoicePrefix;
      const number = creditNoteNumber(prefix, financialYear, serial);
      const s = invoice.snapshot;
      const snapshot: CreditNoteSnapshot = {
        number,
        financialYear,
        issuedAt: at.toISOString(),
        reason: refund.reason,
        invoice: { number: s.number, issuedAt: s.issuedAt },
        // The invoice's seller, place and rate: a note corrects that supply, as it was made.
        seller: s.seller,
        placeOfSupply: s.placeOfSupply,
        interState: s.interState,
        rateBasisPoints: s.rateBasisPoints,
        currency: s.currency,
        locale: s.locale,
        timeZone: s.timeZone,
        order: { id: s.order.id, number: s.order.number },
        customer: s.customer,
        totals,
      };
      return repo.insert(ex, {
        orderId: refund.orderId,
        invoiceId: invoice.id,
        refundId: refund.refundId,
        number,
        financialYear,
        serial,
        issuedAt: at,
        rateBasisPoints: s.rateBasisPoints,
        ...totalsColumns(totals),
        snapshot,
      });
    },

    /** The notes of the caller's own invoiced order; 404 for anyone else's, as its invoice. */
    async forCustomer(orderId: string, userId: string): Promise<CreditNoteRow[]> {
      if (!(await deps.invoices.findByOrder(db, orderId, userId))) {
        throw notFound('This order has no invoice.');
      }
      return repo.ofOrder(db, orderId, userId);
    },
  };
}

export type CreditNotesService = ReturnType<typeof createCreditNotesService>;
