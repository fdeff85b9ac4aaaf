import { useState } from 'react';
import type { FoodAvailability, StaffFood } from '@ninetonine/contract';
import { errorMessage } from '@/lib/api-client';
import { useSetAvailability } from '../api/set-availability';
import type { StorefrontCache } from '../storefront-cache';
import { OptionAvailability } from './option-availability';
import styles from './menu-list.module.css';

const OPTIONS: [FoodAvailability, string][] = [
  ['available', 'Available'],
  ['sold-out-today', 'Sold out today (back tomorrow)'],
  ['sold-out', 'Sold out until further notice'],
];

const current = (food: StaffFood): FoodAvailability =>
  food.isAvailable ? 'available' : food.availableAgainAt ? 'sold-out-today' : 'sold-out';

/** The storefront shows the change on its next request. */
export function AvailabilitySelect({
  food,
  storefront,
}: {
  food: StaffFood;
  storefront: StorefrontCache;
}) {
  const mutation = useSetAvailability(storefront);
  const [problem, setProblem] = useState<string | null>(null);
  const id = `availability-${food._id}`;
  return (
    <div className={styles.availability}>
      <label htmlFor={id} className="visually-hidden">
        Availability of {food.name}
      </label>
      <select
        id={id}
        className="input"
        value={mutation.isPending ? mutation.variables.availability : current(food)}
        disabled={mutation.isPending}
        aria-busy={mutation.isPending}
        onChange={(e) => {
          setProblem(null);
          mutation.mutate(
            { id: food._id, availability: e.target.value as FoodAvailability },
            {
              onError: (error) => setProblem(errorMessage(error, 'Availability was not changed.')),
            },
          );
        }}
      >
        {OPTIONS.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <OptionAvailability food={food} storefront={storefront} />
    </div>
  );
}
