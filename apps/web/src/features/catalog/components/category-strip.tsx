import type { Category } from '@ninetonine/contract';
import { Link } from '@/lib/router';
import { FoodImage } from '@/components/food-image';
import { dishCount } from '../food-presentation';
import styles from './category-strip.module.css';

interface CategoryStripProps {
  categories: Category[];
  label: string;
  loading?: boolean;
}

/** The kitchen's sections as picture tiles, scrolling sideways on phones. */
export function CategoryStrip({ categories, label, loading = false }: CategoryStripProps) {
  if (loading) {
    return (
      <div className={styles.strip} role="status" aria-label="Loading categories">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className={`${styles.tile} ${styles.skeleton}`} aria-hidden="true" />
        ))}
      </div>
    );
  }
  return (
    <ul className={styles.strip} aria-label={label}>
      {categories.map((c) => (
        <li key={c._id}>
          <Link to={`/category/${c.slug}`} className={styles.tile}>
            <FoodImage src={c.image} alt="" width={240} height={240} className={styles.image} />
            <span className={styles.name}>{c.name}</span>
            <span className={styles.count}>{dishCount(c.foodCount)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
