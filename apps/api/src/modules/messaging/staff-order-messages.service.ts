import { ErrorCode } from '@ninetonine/contract';
import type { Database } from '../../db/client';
import { notFound } from '../../http-error';
import type { MessageJobRow, MessageJobsRepository } from './message-jobs.repository';

/** The customer's messages about one order, for staff (decision 0092). */
export function createStaffOrderMessages(deps: {
  db: Database;
  jobs: Pick<MessageJobsRepository, 'orderExists' | 'jobsOf'>;
}) {
  return {
    async of(orderId: string): Promise<MessageJobRow[]> {
      if (!(await deps.jobs.orderExists(deps.db, orderId))) {
        throw notFound('We could not find that order.', ErrorCode.OrderNotFound);
      }
      return deps.jobs.jobsOf(deps.db, orderId);
    },
  };
}

export type StaffOrderMessages = ReturnType<typeof createStaffOrderMessages>;
