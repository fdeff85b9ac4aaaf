import type { Food } from '@ninetonine/contract';
import {
  fromMinor,
  missingPickMessage,
  optionRulesOf,
  optionsKey,
  toMinor,
} from '@ninetonine/contract/core';
import { useId, useState, type ReactNode } from 'react';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import type { DraftLine } from '../round-draft';
import styles from './table-page.module.css';

/** How the page draws a dish's option groups (the catalog's picker, passed in by the route). */
export type RenderOptions = (props: {
  food: Food;
  value: string[];
  onChange: (ids: string[]) => void;
  name: string;
}) => ReactNode;

interface DishRowProps {
  food: Food;
  onAdd: (line: Omit<DraftLine, 'quantity'>) => void;
  renderOptions: RenderOptions;
}

/** One dish of the table's menu: its size and choices, and "Add" to this phone's round. */
export function DishRow({ food, onAdd, renderOptions }: DishRowProps) {
  const format = useRestaurantFormat();
  const id = useId();
  const [size, setSize] = useState(food.variants[0]?.size ?? '');
  const [optionIds, setOptionIds] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const variant = food.variants.find((v) => v.size === size) ?? food.variants[0];
  if (!variant) return null;
  const options = food.optionGroups.flatMap((g) => g.options);
  const deltaMinor = options
    .filter((o) => optionIds.includes(o._id))
    .reduce((sum, o) => sum + toMinor(o.priceDelta), 0);
  const unitPrice = fromMinor(toMinor(variant.priceAfterDiscount ?? variant.price) + deltaMinor);
  const add = () => {
    const missing = optionRulesOf(food.optionGroups)
      .map((g) => missingPickMessage(g, g.options.filter((o) => optionIds.includes(o.id)).length))
      .find(Boolean);
    if (missing) return setProblem(missing);
    setProblem(null);
    onAdd({
      key: `${food._id}|${variant.size}|${optionsKey(optionIds)}`,
      foodId: food._id,
      name: food.name,
      size: variant.size,
      optionIds,
      optionNames: options.filter((o) => optionIds.includes(o._id)).map((o) => o.name),
      unitPrice,
    });
  };
  return (
    <li className={styles.dish} aria-label={food.name}>
      <div className={styles.dishText}>
        <h4 className={styles.dishName}>{food.name}</h4>
        <p className={styles.dishDescription}>{food.description}</p>
      </div>
      {food.variants.length > 1 && (
        <div className={styles.size}>
          <label htmlFor={`${id}-size`}>Size</label>
          <select id={`${id}-size`} value={size} onChange={(e) => setSize(e.target.value)}>
            {food.variants.map((v) => (
              <option key={v.size} value={v.size}>
                {v.size} · {format.price(v.priceAfterDiscount ?? v.price)}
              </option>
            ))}
          </select>
        </div>
      )}
      {food.optionGroups.length > 0 &&
        renderOptions({
          food,
          value: optionIds,
          onChange: (ids) => {
            setOptionIds(ids);
            setProblem(null);
          },
          name: `${id}-options`,
        })}
      <div className={styles.dishFoot}>
        <span className={styles.price}>{format.price(unitPrice)}</span>
        {food.isAvailable ? (
          <button
            type="button"
            className="btn btn-primary btn-small"
            onClick={add}
            aria-describedby={problem ? `${id}-problem` : undefined}
          >
            Add<span className="visually-hidden"> {food.name} to your round</span>
          </button>
        ) : (
          <span className="muted">Sold out</span>
        )}
      </div>
      {problem && (
        <p id={`${id}-problem`} className="field-error" role="alert">
          {problem}
        </p>
      )}
    </li>
  );
}
