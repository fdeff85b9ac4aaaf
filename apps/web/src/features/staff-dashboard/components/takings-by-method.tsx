import type { DayFigures } from '@ninetonine/contract';
import { paymentMethodStaffLabels } from '@ninetonine/contract/core';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { FiguresTable, sumAmounts, sumOrders } from './figures-table';

/**
 * The day's takings by way to pay (decision 0063): what came in, what went back (refunds of
 * online payments) and what the restaurant keeps. The total row adds in minor units.
 */
export function TakingsByMethod({ figures }: { figures: DayFigures }) {
  const format = useRestaurantFormat();
  const rows = figures.byPaymentMethod;
  const sum = (pick: (r: (typeof rows)[number]) => number) => format.price(sumAmounts(rows, pick));
  return (
    <FiguresTable
      id="takings-title"
      title="Takings by payment method"
      columns={['Method', 'Orders', 'Received', 'Refunds', 'Takings']}
      rows={rows}
      rowId={(r) => `takings-${r.method}`}
      cells={(r) => [
        paymentMethodStaffLabels[r.method],
        format.count(r.orders),
        format.price(r.received),
        r.refunds > 0 ? `−${format.price(r.refunds)}` : format.price(0),
        format.price(r.takings),
      ]}
      totals={[
        format.count(sumOrders(rows)),
        sum((r) => r.received),
        sum((r) => r.refunds),
        sum((r) => r.takings),
      ]}
    >
      <p className="muted">
        Cash on delivery and pay at pickup count orders not cancelled or rejected. Online counts
        every payment that came in, less its refund (pending ones too).
      </p>
    </FiguresTable>
  );
}
