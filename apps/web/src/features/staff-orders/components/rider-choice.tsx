import type { StaffOrder } from '@ninetonine/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { errorMessage } from '@/lib/api-client';
import { ridersQuery, useAssignRider } from '../api/assign-rider';

/** Until it leaves the door, the kitchen may still choose who carries a delivery (0083). */
const ASSIGNABLE = new Set(['accepted', 'preparing', 'ready']);

/**
 * Who carries a delivery: its rider's name, and while it is still in the kitchen a choice of
 * the riders (with what each already carries). Saved as soon as it is chosen.
 */
export function RiderChoice({ order }: { order: StaffOrder }) {
  const id = useId();
  const assignable = ASSIGNABLE.has(order.status);
  const riders = useQuery({ ...ridersQuery(), enabled: assignable });
  const assign = useAssignRider();
  if (order.fulfilment !== 'delivery') return null;
  if (!assignable) {
    return order.rider ? (
      <div>
        <dt>Rider</dt>
        <dd data-testid="order-rider">{order.rider.name}</dd>
      </div>
    ) : null;
  }
  const error = assign.error ? errorMessage(assign.error, 'The rider was not saved.') : null;
  return (
    <div>
      <dt>
        <label htmlFor={id}>Rider</label>
      </dt>
      <dd>
        <select
          id={id}
          value={order.rider?.id ?? ''}
          disabled={assign.isPending || !riders.data}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => assign.mutate({ order, riderId: e.target.value || null })}
        >
          <option value="">{riders.data?.length === 0 ? 'No riders yet' : 'Nobody yet'}</option>
          {riders.data?.map((r) => (
            <option key={r.id} value={r.id}>
              {r.carrying > 0 ? `${r.name} (carries ${r.carrying})` : r.name}
            </option>
          ))}
        </select>
        {error && (
          <span id={`${id}-error`} role="alert" className="field-error">
            {error}
          </span>
        )}
      </dd>
    </div>
  );
}
