import type { Food } from '@ninetonine/contract';
import type { DraftLine } from '../round-draft';
import { DishRow, type RenderOptions } from './dish-row';
import styles from './table-page.module.css';

export interface TableMenuSection {
  id: string;
  name: string;
  foods: Food[];
}

interface TableMenuProps {
  /** The storefront's menu by section (the route reads it as the menu page does). */
  sections: readonly TableMenuSection[];
  onAdd: (line: Omit<DraftLine, 'quantity'>) => void;
  renderOptions: RenderOptions;
}

/** The same menu as the storefront's, section by section, each dish added to the round here. */
export function TableMenu({ sections, onAdd, renderOptions }: TableMenuProps) {
  return (
    <section aria-labelledby="table-menu-title" className={styles.menu}>
      <h2 id="table-menu-title">Menu</h2>
      <nav aria-label="Menu sections" className={styles.sectionChips}>
        {sections.map((s) => (
          <a key={s.id} href={`#table-${s.id}`} className="chip">
            {s.name}
          </a>
        ))}
      </nav>
      {sections.map((s) => (
        <section key={s.id} id={`table-${s.id}`} aria-labelledby={`table-${s.id}-title`}>
          <h3 id={`table-${s.id}-title`} className={styles.sectionTitle} tabIndex={-1}>
            {s.name}
          </h3>
          <ul className={styles.dishes}>
            {s.foods.map((food) => (
              <DishRow key={food._id} food={food} onAdd={onAdd} renderOptions={renderOptions} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
