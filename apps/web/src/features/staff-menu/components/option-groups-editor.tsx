import { OPTION_GROUPS_MAX, OPTIONS_PER_GROUP_MAX } from '@ninetonine/contract/core';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import {
  newOptionGroupRow,
  newOptionRow,
  type FoodFormErrors,
  type OptionGroupRow,
  type OptionRow,
} from '../food-form-values';
import screen from '@/components/staff-screen.module.css';
import styles from './food-form.module.css';

interface OptionGroupsEditorProps {
  groups: OptionGroupRow[];
  onChange: (groups: OptionGroupRow[]) => void;
  errors: FoodFormErrors;
}

function Field({
  id,
  label,
  more,
  value,
  error,
  numeric,
  onChange,
}: {
  id: string;
  label: string;
  /** Said to screen readers only, so repeated labels name their row. */
  more: string;
  value: string;
  error: string | undefined;
  numeric?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <div className={styles.sizeCell}>
      <label htmlFor={id}>
        {label} <span className="visually-hidden">{more}</span>
      </label>
      <input
        id={id}
        className="input"
        value={value}
        inputMode={numeric ? 'decimal' : undefined}
        maxLength={numeric ? 12 : 60}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A dish's option groups (decision 0049): each named, with how many picks it needs (at least 1:
 * required; 1 and 1: pick one) and its options, each with what it adds to the price.
 */
export function OptionGroupsEditor({ groups, onChange, errors }: OptionGroupsEditorProps) {
  const { currencySymbol } = useRestaurantFormat();
  const editGroup = (key: string, patch: Partial<OptionGroupRow>) =>
    onChange(groups.map((g) => (g.key === key ? { ...g, ...patch } : g)));
  const editOption = (g: OptionGroupRow, key: string, patch: Partial<OptionRow>) =>
    editGroup(g.key, { options: g.options.map((o) => (o.key === key ? { ...o, ...patch } : o)) });

  return (
    <fieldset className={styles.fieldset}>
      <legend>Options customers choose</legend>
      <p className={styles.help}>
        E.g. Spice level (at least 1, at most 1: pick one) or Extras (at least 0: optional).
      </p>
      {errors.optionGroups && (
        <p className="field-error" role="alert">
          {errors.optionGroups}
        </p>
      )}
      <ol className={styles.sizes}>
        {groups.map((g, gi) => {
          const at = `optionGroups.${gi}`;
          const id = `food-group-${g.key}`;
          return (
            <li key={g.key} className={styles.optionGroup}>
              <fieldset className={styles.fact}>
                <legend>Option group {gi + 1}</legend>
                <div className={styles.groupRow}>
                  <Field
                    id={`${id}-name`}
                    label="Group name"
                    more={`of group ${gi + 1}`}
                    value={g.name}
                    error={errors[`${at}.name`]}
                    onChange={(name) => editGroup(g.key, { name })}
                  />
                  <Field
                    id={`${id}-min`}
                    label="At least"
                    more={`picks in group ${gi + 1}`}
                    numeric
                    value={g.minPicks}
                    error={errors[`${at}.minPicks`]}
                    onChange={(minPicks) => editGroup(g.key, { minPicks })}
                  />
                  <Field
                    id={`${id}-max`}
                    label="At most"
                    more={`picks in group ${gi + 1}`}
                    numeric
                    value={g.maxPicks}
                    error={errors[`${at}.maxPicks`]}
                    onChange={(maxPicks) => editGroup(g.key, { maxPicks })}
                  />
                </div>
                {errors[`${at}.options`] && (
                  <p className="field-error">{errors[`${at}.options`]}</p>
                )}
                <ol className={styles.sizes}>
                  {g.options.map((o, oi) => (
                    <li key={o.key} className={styles.sizeRow}>
                      <Field
                        id={`${id}-${o.key}-name`}
                        label={`Option ${oi + 1}`}
                        more={`of group ${gi + 1}`}
                        value={o.name}
                        error={errors[`${at}.options.${oi}.name`]}
                        onChange={(name) => editOption(g, o.key, { name })}
                      />
                      <Field
                        id={`${id}-${o.key}-price`}
                        label={`Adds (${currencySymbol})`}
                        more={`for option ${oi + 1} of group ${gi + 1}`}
                        numeric
                        value={o.priceDelta}
                        error={errors[`${at}.options.${oi}.priceDelta`]}
                        onChange={(priceDelta) => editOption(g, o.key, { priceDelta })}
                      />
                      <label className={styles.flag}>
                        <input
                          type="checkbox"
                          checked={o.available}
                          onChange={(e) => editOption(g, o.key, { available: e.target.checked })}
                        />
                        Available
                        <span className="visually-hidden">
                          : option {oi + 1} of group {gi + 1}
                        </span>
                      </label>
                      <button
                        type="button"
                        className={`btn btn-ghost btn-small ${styles.removeSize}`}
                        aria-label={`Remove option ${oi + 1} of group ${gi + 1}`}
                        disabled={g.options.length === 1}
                        onClick={() =>
                          editGroup(g.key, { options: g.options.filter((r) => r.key !== o.key) })
                        }
                      >
                        Remove
                      </button>
                    </li>
                  ))}
                </ol>
                <div className={screen.actions}>
                  <button
                    type="button"
                    className="btn btn-small"
                    disabled={g.options.length >= OPTIONS_PER_GROUP_MAX}
                    onClick={() => editGroup(g.key, { options: [...g.options, newOptionRow()] })}
                  >
                    Add an option<span className="visually-hidden"> to group {gi + 1}</span>
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-small"
                    onClick={() => onChange(groups.filter((r) => r.key !== g.key))}
                  >
                    Remove group {gi + 1}
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="btn btn-small"
        disabled={groups.length >= OPTION_GROUPS_MAX}
        onClick={() => onChange([...groups, newOptionGroupRow()])}
      >
        Add an option group
      </button>
    </fieldset>
  );
}
