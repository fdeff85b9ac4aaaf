import type { Category } from '@ninetonine/contract';
import { foodSorts } from '@ninetonine/contract/core';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Icon } from '@/components/icons';
import { useKeptFromBeforeStart } from '@/hooks/use-kept-from-before-start';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { dietaryFilters, sortLabels, type MenuFilters } from '../menu-params';
import styles from './menu-filters.module.css';

interface MenuFiltersProps {
  filters: MenuFilters;
  categories: Category[];
  /** Changes to the URL params (null removes one). */
  onChange: (changes: Record<string, string | null>) => void;
  onClear: () => void;
  active: boolean;
}

const priceText = (n: number | null) => (n === null ? '' : String(n));

/** Category, sort, dietary and price filters; every change goes straight to the URL. */
export function MenuFiltersPanel({
  filters,
  categories,
  onChange,
  onClear,
  active,
}: MenuFiltersProps) {
  const id = useId();
  const { currencySymbol } = useRestaurantFormat();
  const [open, setOpen] = useState(false);
  // The price inputs are edited locally and applied on blur or Enter; the URL stays the truth,
  // so a change there (Clear filters, back button) resets them.
  const [min, setMin] = useState(priceText(filters.minPrice));
  const [max, setMax] = useState(priceText(filters.maxPrice));
  const [seen, setSeen] = useState([filters.minPrice, filters.maxPrice]);
  if (seen[0] !== filters.minPrice || seen[1] !== filters.maxPrice) {
    setSeen([filters.minPrice, filters.maxPrice]);
    setMin(priceText(filters.minPrice));
    setMax(priceText(filters.maxPrice));
  }
  const applyPrice = () => {
    if (min !== priceText(filters.minPrice) || max !== priceText(filters.maxPrice)) {
      onChange({ minPrice: min.trim() || null, maxPrice: max.trim() || null });
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    applyPrice();
  };
  const sortBy = (sort: string) => onChange({ sort: sort === 'popular' ? null : sort });
  const sortSelect = useRef<HTMLSelectElement>(null);
  useKeptFromBeforeStart(() => sortSelect.current, { rendered: filters.sort, onValue: sortBy });
  const activeCount =
    (filters.category ? 1 : 0) +
    Object.values(filters.dietary).filter(Boolean).length +
    (filters.minPrice !== null || filters.maxPrice !== null ? 1 : 0);

  return (
    <div className={styles.wrap}>
      <div className={styles.bar}>
        <button
          type="button"
          className={`btn btn-small ${styles.toggle}`}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((v) => !v)}
        >
          <Icon name="sliders" size={16} /> Filters{activeCount ? ` (${activeCount})` : ''}
        </button>
        <label className={styles.sort}>
          <span>Sort by</span>
          <select
            className={`input ${styles.select}`}
            ref={sortSelect}
            value={filters.sort}
            onChange={(e) => sortBy(e.target.value)}
          >
            {foodSorts.map((s) => (
              <option key={s} value={s}>
                {sortLabels[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <form
        id={`${id}-panel`}
        className={`${styles.panel} ${open ? styles.open : ''}`}
        aria-label="Filter the menu"
        onSubmit={submit}
      >
        <div className={styles.group}>
          <label htmlFor={`${id}-category`} className={styles.legend}>
            Category
          </label>
          <select
            id={`${id}-category`}
            className="input"
            value={filters.category ?? ''}
            onChange={(e) => onChange({ category: e.target.value || null })}
          >
            <option value="">All categories</option>
            {categories.map((c) => (
              <option key={c._id} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Dietary</legend>
          <div className={styles.checks}>
            {dietaryFilters.map(({ key, label }) => (
              <label key={key} className={styles.check}>
                <input
                  type="checkbox"
                  checked={filters.dietary[key]}
                  onChange={(e) => onChange({ [key]: e.target.checked ? 'true' : null })}
                />
                <span>{label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Price ({currencySymbol})</legend>
          <div className={styles.range}>
            <PriceField
              label="Min"
              placeholder="0"
              value={min}
              onChange={setMin}
              onApply={applyPrice}
            />
            <span aria-hidden="true" className={styles.dash}>
              –
            </span>
            <PriceField
              label="Max"
              placeholder="Any"
              value={max}
              onChange={setMax}
              onApply={applyPrice}
            />
          </div>
          <button type="submit" className="btn btn-small">
            Apply price
          </button>
        </fieldset>
        {active && (
          <button
            type="button"
            className={`btn btn-ghost btn-small ${styles.clear}`}
            onClick={onClear}
          >
            Clear all filters
          </button>
        )}
      </form>
    </div>
  );
}

interface PriceFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Applies the typed bound; runs when the field is left. */
  onApply: () => void;
}

/** One bound of the price range, in whole rupees. */
function PriceField({ label, placeholder, value, onChange, onApply }: PriceFieldProps) {
  return (
    <label className={styles.priceField}>
      <span>{label}</span>
      <input
        className="input"
        type="number"
        inputMode="numeric"
        min={0}
        step={10}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onApply}
      />
    </label>
  );
}
