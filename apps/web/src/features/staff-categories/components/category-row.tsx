import type { StaffCategory } from '@ninetonine/contract';
import { useRef, useState } from 'react';
import { CategoryForm } from './category-form';
import { DeleteCategoryPanel } from './delete-category-panel';
import styles from './staff-categories.module.css';

interface CategoryRowProps {
  category: StaffCategory;
  position: number;
  count: number;
  others: StaffCategory[];
  /** Moves it one place up (-1) or down (+1); disabled while a reorder is saving. */
  onMove: (step: -1 | 1) => void;
  moving: boolean;
  /** What else follows a change (the page says). */
  onChanged: () => void;
}

/** One category: its picture, name and count, and what staff can do with it. */
export function CategoryRow({
  category,
  position,
  count,
  others,
  onMove,
  moving,
  onChanged,
}: CategoryRowProps) {
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  const [saved, setSaved] = useState('');
  const editButton = useRef<HTMLButtonElement>(null);
  const toggle = (panel: 'edit' | 'delete') => {
    setSaved('');
    setOpen((o) => (o === panel ? null : panel));
  };
  // The editor closes: the focus goes back to the button that opened it, and a save is announced.
  const closeEditor = (savedText = '') => {
    setOpen(null);
    setSaved(savedText);
    editButton.current?.focus();
  };
  return (
    <article className={styles.row} aria-label={category.name}>
      <div className={styles.summary}>
        {category.image ? (
          <img src={category.image} alt="" className={styles.thumb} width={56} height={56} />
        ) : (
          <span className={styles.thumb} aria-hidden="true" />
        )}
        <div className={styles.text}>
          <h2 className={styles.name}>{category.name}</h2>
          <p className={styles.meta}>
            {category.foodCount === 1 ? '1 food' : `${category.foodCount} foods`} · /category/
            {category.slug}
          </p>
        </div>
        <div className={styles.buttons}>
          <button
            type="button"
            className="btn btn-small"
            aria-label={`Move ${category.name} up`}
            disabled={position === 0 || moving}
            onClick={() => onMove(-1)}
          >
            ↑
          </button>
          <button
            type="button"
            className="btn btn-small"
            aria-label={`Move ${category.name} down`}
            disabled={position === count - 1 || moving}
            onClick={() => onMove(1)}
          >
            ↓
          </button>
          <button
            ref={editButton}
            type="button"
            className="btn btn-small"
            aria-expanded={open === 'edit'}
            onClick={() => toggle('edit')}
          >
            Edit<span className="visually-hidden"> {category.name}</span>
          </button>
          <button
            type="button"
            className="btn btn-small btn-ghost"
            aria-expanded={open === 'delete'}
            onClick={() => toggle('delete')}
          >
            Delete<span className="visually-hidden"> {category.name}</span>
          </button>
        </div>
      </div>
      {open === 'edit' && (
        <CategoryForm category={category} onDone={closeEditor} onChanged={onChanged} />
      )}
      <p role="status" className={saved ? styles.meta : undefined}>
        {saved}
      </p>
      {open === 'delete' && (
        <DeleteCategoryPanel
          category={category}
          others={others}
          onCancel={() => setOpen(null)}
          onChanged={onChanged}
        />
      )}
    </article>
  );
}
