import type { CustomersListResponse, StaffCustomer } from '@ninetonine/contract';
import type { CustomerRecord } from './customers.repository';

/** "asha@example.com" → "as•••@example.com": enough to tell two customers apart, no more. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '•••';
  return `${email.slice(0, Math.min(2, at))}•••${email.slice(at)}`;
}

/** "+91 98450 55555" → "••••5555". */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `••••${digits.slice(-4)}`;
}

export function toStaffCustomer(c: CustomerRecord): StaffCustomer {
  return {
    _id: c.id,
    name: c.name,
    maskedEmail: c.email ? maskEmail(c.email) : null,
    maskedPhone: c.phone ? maskPhone(c.phone) : null,
    orders: c.orders,
    spendMinor: c.spendMinor,
    lastOrderAt: c.lastOrderAt ? c.lastOrderAt.toISOString() : null,
    averageRating: c.averageRating,
    ratings: c.ratings,
  };
}

export function toCustomersPage(
  result: { customers: CustomerRecord[]; total: number },
  at: { page: number; limit: number },
): CustomersListResponse {
  return {
    customers: result.customers.map(toStaffCustomer),
    pagination: {
      page: at.page,
      limit: at.limit,
      total: result.total,
      totalPages: Math.ceil(result.total / at.limit),
    },
  };
}
