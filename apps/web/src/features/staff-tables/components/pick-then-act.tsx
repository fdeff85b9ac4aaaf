import { useState, type ReactNode } from 'react';
import styles from './dine-in-panel.module.css';

interface PickThenActProps {
  /** The select's id. */
  id: string;
  label: string;
  /** What the empty choice says: "Choose a free table". */
  placeholder: string;
  choices: readonly { value: string; label: string }[];
  busy: boolean;
  /** The button's text (with a hidden part naming what it acts on). */
  children: ReactNode;
  onAct: (value: string) => void;
}

/** A tab action that needs one choice first (move to a table, merge a tab in): a select and its button. */
export function PickThenAct({
  id,
  label,
  placeholder,
  choices,
  busy,
  children,
  onAct,
}: PickThenActProps) {
  const [value, setValue] = useState('');
  return (
    <div className={styles.inline}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => setValue(e.target.value)}>
        <option value="">{placeholder}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="btn btn-small"
        disabled={busy || !value}
        onClick={() => onAct(value)}
      >
        {children}
      </button>
    </div>
  );
}
