import type { StaffCategory } from '@ninetonine/contract';
import { useState, type FormEvent } from 'react';
import { ErrorAlert, SubmitButton } from '@/components/form/form-parts';
import { useDeleteCategory } from '../api/delete-category';
import screen from '@/components/staff-screen.module.css';
import styles from './staff-categories.module.css';

interface DeleteCategoryPanelProps {
  category: StaffCategory;
  /** Where its foods may go. */
  others: StaffCategory[];
  onCancel: () => void;
  onChanged: () => void;
}

/** Confirms a delete; a category with foods first says where they go. */
export function DeleteCategoryPanel({
  category,
  others,
  onCancel,
  onChanged,
}: DeleteCategoryPanelProps) {
  const remove = useDeleteCategory(onChanged);
  const [target, setTarget] = useState('');
  const [targetError, setTargetError] = useState<string | null>(null);
  const hasFoods = category.foodCount > 0;
  const selectId = `move-foods-${category._id}`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (hasFoods && !target) {
      setTargetError('Choose where its dishes go');
      document.getElementById(selectId)?.focus();
      return;
    }
    remove.mutate({ id: category._id, ...(hasFoods ? { moveFoodsTo: target } : {}) });
  };

  return (
    <form
      className={styles.danger}
      onSubmit={submit}
      noValidate
      aria-label={`Delete ${category.name}`}
    >
      <ErrorAlert error={remove.error} fallback="We could not delete the category." />
      {hasFoods ? (
        others.length === 0 ? (
          <p>
            “{category.name}” has {category.foodCount} foods and there is no other category to move
            them to. Add one first.
          </p>
        ) : (
          <div className="field">
            <label htmlFor={selectId}>
              Move its {category.foodCount === 1 ? 'food' : `${category.foodCount} foods`} to
            </label>
            <select
              id={selectId}
              className="input"
              value={target}
              aria-invalid={targetError ? true : undefined}
              aria-describedby={targetError ? `${selectId}-error` : undefined}
              onChange={(e) => {
                setTarget(e.target.value);
                setTargetError(null);
              }}
            >
              <option value="">Choose a category…</option>
              {others.map((o) => (
                <option key={o._id} value={o._id}>
                  {o.name}
                </option>
              ))}
            </select>
            {targetError && (
              <p className="field-error" id={`${selectId}-error`}>
                {targetError}
              </p>
            )}
          </div>
        )
      ) : (
        <p>Delete “{category.name}”? It has no foods.</p>
      )}
      <div className={screen.actions}>
        {!(hasFoods && others.length === 0) && (
          <SubmitButton busy={remove.isPending} busyLabel="Deleting…">
            {hasFoods ? 'Move dishes and delete' : 'Delete category'}
          </SubmitButton>
        )}
        <button type="button" className="btn" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
