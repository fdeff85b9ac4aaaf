import type { StaffFood } from '@ninetonine/contract';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useSetOptionAvailability } from '../api/set-option-availability';
import type { StorefrontCache } from '../storefront-cache';
import styles from './menu-list.module.css';

/**
 * A dish's options (add-ons, choices), each with the one button that sells it out for today
 * (back by itself at the next opening) or puts it back on: the board's control, on the menu
 * screen too (issue 34, item 2). Folded away: most rows are read for the dish alone.
 */
export function OptionAvailability({
  food,
  storefront,
}: {
  food: StaffFood;
  storefront: StorefrontCache;
}) {
  const mutation = useSetOptionAvailability(storefront);
  const [problem, setProblem] = useState<string | null>(null);
  const options = food.optionGroups.flatMap((g) => g.options);
  if (options.length === 0) return null;
  const soldOut = options.filter((o) => !o.available).length;
  return (
    <details className={styles.options}>
      <summary>
        Options{soldOut > 0 ? ` · ${soldOut} sold out` : ''}
        <span className="visually-hidden"> of {food.name}</span>
      </summary>
      <ul aria-label={`Options of ${food.name}`}>
        {options.map((o) => {
          const label = `${food.name}: ${o.name}`;
          const busy = mutation.isPending && mutation.variables.optionId === o._id;
          return (
            <li key={o._id}>
              <span>
                {o.name}
                {!o.available && <strong> · sold out today</strong>}
              </span>
              <button
                type="button"
                className="btn btn-small"
                disabled={mutation.isPending}
                aria-busy={busy}
                aria-label={`${o.available ? 'Sold out today' : 'Back on'}: ${label}`}
                onClick={() => {
                  setProblem(null);
                  mutation.mutate(
                    {
                      foodId: food._id,
                      optionId: o._id,
                      availability: o.available ? 'sold-out-today' : 'available',
                    },
                    {
                      onError: (error) =>
                        setProblem(errorMessage(error, `${o.name} was not changed.`)),
                    },
                  );
                }}
              >
                {o.available ? 'Sold out today' : 'Back on'}
              </button>
            </li>
          );
        })}
      </ul>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </details>
  );
}
