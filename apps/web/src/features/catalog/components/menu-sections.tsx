import { memo, type ReactNode } from 'react';
import type { Category, Food } from '@ninetonine/contract';
import { FoodGrid } from './food-grid';
import { menuSectionId } from '../menu-section-scroll';
import styles from './menu-sections.module.css';

interface MenuSection {
  id: string;
  name: string;
  foods: Food[];
}

/** The dishes under their categories, in menu order; a dish of an unlisted one goes last. */
export function groupByCategory(categories: Category[], foods: Food[]): MenuSection[] {
  const sections = categories.map((c) => ({
    id: menuSectionId(c.slug),
    name: c.name,
    categoryId: c._id,
    foods: [] as Food[],
  }));
  const other: Food[] = [];
  for (const food of foods) {
    const section = sections.find((s) => s.categoryId === food.category._id);
    if (section) section.foods.push(food);
    else other.push(food);
  }
  const grouped: MenuSection[] = sections.filter((s) => s.foods.length > 0);
  if (other.length) grouped.push({ id: menuSectionId('other'), name: 'More dishes', foods: other });
  return grouped;
}

interface MenuSectionsProps {
  sections: MenuSection[];
  renderAction?: (food: Food) => ReactNode;
}

/**
 * The whole menu in one scrolling list, a heading per section (decision 0050): what a phone
 * shows on /menu with no filter, the section chips jumping between the headings. Memoized: the
 * page renders again as the chips' mark moves, and its ~60 cards need not (decision 0106).
 */
export const MenuSections = memo(function MenuSections({
  sections,
  renderAction,
}: MenuSectionsProps) {
  return (
    <div className={styles.sections}>
      {sections.map((section, i) => (
        <section
          key={section.id}
          id={section.id}
          className={styles.section}
          aria-labelledby={`${section.id}-heading`}
        >
          <h3 id={`${section.id}-heading`} className={styles.heading} tabIndex={-1}>
            {section.name}
          </h3>
          <FoodGrid
            foods={section.foods}
            label={`${section.name} dishes`}
            headingLevel={4}
            eagerCount={i === 0 ? 1 : 0}
            renderAction={renderAction}
          />
        </section>
      ))}
    </div>
  );
});
