import type { StaffFood } from '@ninetonine/contract';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useFoodsToMark, useMarkSoldOut, type SoldOutChange } from '../api/kitchen-controls';
import styles from './kitchen-controls.module.css';

/** One dish or option: its state and the one button that flips it (sold out today / back on). */
function Toggle(props: {
  label: string;
  available: boolean;
  pending: boolean;
  onFlip: () => void;
}) {
  return (
    <li className={styles.item}>
      <span>
        {props.label}
        {!props.available && <strong className={styles.soldOut}> · sold out</strong>}
      </span>
      <button
        type="button"
        className="btn btn-small"
        disabled={props.pending}
        aria-label={`${props.available ? 'Sold out today' : 'Back on'}: ${props.label}`}
        onClick={props.onFlip}
      >
        {props.available ? 'Sold out today' : 'Back on'}
      </button>
    </li>
  );
}

/** Finds a dish and marks it, or one of its options, sold out until the next opening. */
export function SoldOutToday() {
  const [search, setSearch] = useState('');
  const foods = useFoodsToMark(search);
  const mark = useMarkSoldOut();
  const [problem, setProblem] = useState<string | null>(null);
  const flip = (change: SoldOutChange) => {
    setProblem(null);
    mark.mutate(change, {
      onError: (error) => setProblem(errorMessage(error, 'That did not change. Try again.')),
    });
  };
  const items = (food: StaffFood) => [
    <Toggle
      key={food._id}
      label={food.name}
      available={food.isAvailable}
      pending={mark.isPending}
      onFlip={() => flip({ food, availability: food.isAvailable ? 'sold-out-today' : 'available' })}
    />,
    ...food.optionGroups.flatMap((g) =>
      g.options.map((o) => (
        <Toggle
          key={o._id}
          label={`${food.name}: ${o.name}`}
          available={o.available}
          pending={mark.isPending}
          onFlip={() =>
            flip({
              food,
              optionId: o._id,
              availability: o.available ? 'sold-out-today' : 'available',
            })
          }
        />
      )),
    ),
  ];
  return (
    <div className={styles.soldOutPanel}>
      <label className={styles.reason}>
        Sold out today (back at the next opening)
        <input
          className="input"
          type="search"
          value={search}
          placeholder="Find a dish"
          onChange={(e) => setSearch(e.target.value)}
        />
      </label>
      {foods.data && (
        <ul className={styles.items} aria-label="Dishes found">
          {foods.data.length === 0 ? (
            <li className="muted">No dish by that name.</li>
          ) : (
            foods.data.flatMap(items)
          )}
        </ul>
      )}
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
