import {
  fromMinor,
  type GuestTab,
  type Round,
  type StaffTab,
  type StaffTable,
  type TabEvent,
  type TableCall,
} from '@ninetonine/contract';
import { countsOnTab } from '../orders/dine-in-rounds';
import { toOrder } from '../orders/orders.presenter';
import type { OrderRecord } from '../orders/orders.repository';
import type { TabRefund } from '../payments/tab-port';
import type { TableRow } from './tables.repository';
import type { CallRecord, GuestRow, TabRow } from './tabs.repository';

/** A tab with everything its answers show. */
export interface TabView {
  tab: TabRow;
  table: TableRow;
  guests: GuestRow[];
  rounds: OrderRecord[];
  refunds: TabRefund[];
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The rounds' totals, cancelled and rejected ones left out (minor units). */
export const tabTotalMinor = (rounds: readonly OrderRecord[]) =>
  rounds.reduce((sum, r) => sum + (countsOnTab(r.order.status) ? r.order.totalMinor : 0), 0);

function toRound(record: OrderRecord, guests: readonly GuestRow[]): Round {
  const order = toOrder(record);
  return {
    _id: order._id,
    number: order.number,
    status: order.status,
    guestName: guests.find((g) => g.userId === record.order.userId)?.name ?? 'A guest',
    lines: order.lines,
    subtotal: order.subtotal,
    tax: order.tax,
    taxIncluded: order.taxIncluded,
    total: order.total,
    note: order.note,
    createdAt: order.createdAt,
  };
}

export function toGuestTab(view: TabView): GuestTab {
  const { tab } = view;
  const totalMinor = tabTotalMinor(view.rounds);
  return {
    _id: tab.id,
    status: tab.status,
    tableName: view.table.name,
    guests: view.guests.map((g) => ({ name: g.name })),
    rounds: view.rounds.map((r) => toRound(r, view.guests)),
    total: fromMinor(totalMinor),
    paid: fromMinor(tab.paidMinor),
    balance: fromMinor(Math.max(0, totalMinor - tab.paidMinor)),
    paidMethod: tab.paidMethod,
    paidAt: iso(tab.paidAt),
    billAskedAt: iso(tab.billAskedAt),
    closedAt: iso(tab.closedAt),
    createdAt: tab.createdAt.toISOString(),
    refunds: view.refunds.map((r) => ({
      _id: r.id,
      amount: fromMinor(r.amountMinor),
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

export function toStaffTab(view: TabView): StaffTab {
  return {
    ...toGuestTab(view),
    tableId: view.table.id,
    guests: view.guests.map((g) => ({ name: g.name, phone: g.phone })),
    mergedInto: view.tab.mergedInto,
    refunds: view.refunds.map((r) => ({
      _id: r.id,
      amount: fromMinor(r.amountMinor),
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      reason: r.reason,
      failureReason: r.failureReason,
    })),
  };
}

export function toStaffTable(
  table: TableRow,
  tab: { id: string; status: TabRow['status']; totalMinor: number } | null,
  link: string,
  qrCode: string,
): StaffTable {
  return {
    _id: table.id,
    name: table.name,
    seats: table.seats,
    area: table.area,
    link,
    qrCode,
    tab: tab && { _id: tab.id, status: tab.status, total: fromMinor(tab.totalMinor) },
    createdAt: table.createdAt.toISOString(),
  };
}

export const toTableCall = (call: CallRecord): TableCall => ({
  _id: call.id,
  kind: call.kind,
  tabId: call.tabId,
  tableId: call.tableId,
  tableName: call.tableName,
  guestName: call.guestName,
  at: call.createdAt.toISOString(),
  acknowledgedAt: iso(call.acknowledgedAt),
});

export const toTabEvent = (view: Pick<TabView, 'tab' | 'table'>, at: Date): TabEvent => ({
  tabId: view.tab.id,
  tableId: view.table.id,
  tableName: view.table.name,
  status: view.tab.status,
  at: at.toISOString(),
});

/** What the audit log keeps of a table (never its token: whoever reads the log could order). */
export const auditedTable = (t: TableRow) => ({ name: t.name, seats: t.seats, area: t.area });
