import type { DayFigures } from '@ninetonine/contract';
import { fulfilmentLabels } from '@ninetonine/contract/core';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { FiguresTable, sumAmounts, sumOrders } from './figures-table';

/**
 * The day's sales by channel (decision 0094): delivery, pickup and dine-in, the orders kept and
 * their revenue; the rows add up to the day's revenue (summed in minor units).
 */
export function SalesByChannel({ figures }: { figures: DayFigures }) {
  const format = useRestaurantFormat();
  const rows = figures.byChannel;
  return (
    <FiguresTable
      id="channels-title"
      title="Sales by channel"
      columns={['Channel', 'Orders', 'Revenue']}
      rows={rows}
      rowId={(r) => `channel-${r.channel}`}
      cells={(r) => [fulfilmentLabels[r.channel], format.count(r.orders), format.price(r.revenue)]}
      totals={[format.count(sumOrders(rows)), format.price(sumAmounts(rows, (r) => r.revenue))]}
    />
  );
}
