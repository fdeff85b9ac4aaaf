import type { Food } from '@ninetonine/contract';
import { Icon } from '@/components/icons';
import { dietaryTags } from '../food-presentation';
import styles from './dietary-chips.module.css';

/** Veg/vegan, spicy, nuts and special chips. */
export function DietaryChips({ food, max }: { food: Food; max?: number }) {
  const tags = dietaryTags(food).slice(0, max);
  return (
    <ul className={`inline-list ${styles.chips}`} aria-label="Dietary information">
      {tags.map((t) => (
        <li key={t.key} className={t.className}>
          <Icon name={t.icon} size={13} /> {t.label}
        </li>
      ))}
    </ul>
  );
}
