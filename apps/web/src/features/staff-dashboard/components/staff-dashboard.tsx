import { useQuery } from '@tanstack/react-query';
import { addDays, localDateSchema, type Dashboard } from '@ninetonine/contract';
import { useMemo } from 'react';
import { useAppSelector } from '@/app/hooks';
import { useSearchParams } from '@/lib/router';
import { QueryState } from '@/components/query-state';
import { dashboardQuery } from '../api/get-dashboard';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { hourRows, statCards } from '../dashboard-figures';
import { OrdersByHourChart } from './orders-by-hour-chart';
import { OrdersExportForm } from './orders-export-form';
import { StatCard } from './stat-card';
import { SalesByChannel } from './sales-by-channel';
import { TakingsByMethod } from './takings-by-method';
import { TopDishes } from './top-dishes';
import styles from './staff-dashboard.module.css';

/**
 * The staff home: a day's figures (today unless ?date= says otherwise) against the same
 * weekday last week, its best sellers, its orders by hour, and (for admins) the orders export.
 */
export function StaffDashboard() {
  const [params, setParams] = useSearchParams();
  const date = params.get('date');
  const dashboard = useQuery(dashboardQuery(date));
  const showDay = (day: string | null) =>
    setParams(day ? { date: day } : {}, { preventScrollReset: true });

  if (!dashboard.data) {
    return (
      <QueryState
        query={dashboard}
        errorTitle="The figures could not be loaded"
        errorFallback="Failed to fetch the dashboard"
        errorIcon="clock"
        level={1}
        errorActions={
          date && (
            <button type="button" className="btn btn-ghost" onClick={() => showDay(null)}>
              Show today
            </button>
          )
        }
      />
    );
  }
  return (
    <DashboardView
      data={dashboard.data}
      selectedDate={date ?? dashboard.data.date}
      isToday={!date}
      isRefreshing={dashboard.isFetching}
      onShowDay={showDay}
    />
  );
}

function DashboardView(props: {
  data: Dashboard;
  /** The day asked for: ahead of `data` while another day's figures load. */
  selectedDate: string;
  isToday: boolean;
  isRefreshing: boolean;
  onShowDay: (day: string | null) => void;
}) {
  const { data, selectedDate, isToday, isRefreshing, onShowDay } = props;
  const canExport = useAppSelector((s) => s.auth.user?.role) === 'admin';
  const rows = useMemo(() => hourRows(data.ordersByHour), [data.ordersByHour]);
  const format = useRestaurantFormat();
  const lastWeekDay = format.calendarDay(data.comparedWith, 'short');
  const pick = (value: string) => {
    if (localDateSchema.safeParse(value).success) onShowDay(value);
  };

  return (
    <div className={styles.page} aria-busy={isRefreshing}>
      <header className={styles.top}>
        <div>
          <p className="kicker">Dashboard</p>
          <h1 className={styles.title}>
            {isToday ? 'Today' : format.calendarDay(data.date, 'long')}
          </h1>
          <p className="muted">
            {isToday && `${format.calendarDay(data.date, 'long')} · `}Compared with{' '}
            {format.calendarDay(data.comparedWith, 'long')}. Cancelled and rejected orders are not
            counted
            {data.today.cancelled > 0 && ` (${data.today.cancelled} on this day)`}.
          </p>
        </div>
        <div className={styles.dayPicker}>
          <button
            type="button"
            className="btn btn-small"
            onClick={() => onShowDay(addDays(selectedDate, -1))}
          >
            Previous day
          </button>
          <label className={styles.dayField}>
            <span>Day</span>
            <input
              type="date"
              className="input"
              value={selectedDate}
              onChange={(e) => pick(e.target.value)}
            />
          </label>
          {!isToday && (
            <>
              <button
                type="button"
                className="btn btn-small"
                onClick={() => onShowDay(addDays(selectedDate, 1))}
              >
                Next day
              </button>
              <button
                type="button"
                className="btn btn-small btn-ghost"
                onClick={() => onShowDay(null)}
              >
                Today
              </button>
            </>
          )}
        </div>
      </header>

      <section aria-label="Figures of the day" className={styles.stats}>
        {statCards(data, format).map((c) => (
          <StatCard
            key={c.key}
            title={c.title}
            value={c.format(c.now)}
            lastWeekValue={c.format(c.before)}
            lastWeekDay={lastWeekDay}
            change={c.change}
          />
        ))}
      </section>

      <div className={styles.columns}>
        <OrdersByHourChart rows={rows} date={data.date} comparedWith={data.comparedWith} />
        <TopDishes dishes={data.topDishes} />
      </div>

      <TakingsByMethod figures={data.today} />
      <SalesByChannel figures={data.today} />

      {/* The file holds customers' names and phones: admins only (the server refuses staff). */}
      {canExport ? (
        <OrdersExportForm day={data.date} />
      ) : (
        <p className="muted">Ask an admin for an export of orders: it holds customers’ details.</p>
      )}
    </div>
  );
}
