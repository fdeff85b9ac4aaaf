import { useState } from 'react';
import { FoodImage } from '@/components/food-image';
import styles from './food-gallery.module.css';

/** The dish's photos: a large one and thumbnails to switch between them. */
export function FoodGallery({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        <FoodImage
          src={current}
          alt={images.length > 1 ? `${name}, photo ${index + 1} of ${images.length}` : name}
          width={800}
          height={600}
          eager
          className={styles.mainImage}
        />
      </div>
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label="More photos">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                className={`${styles.thumb} ${i === index ? styles.selected : ''}`}
                aria-pressed={i === index}
                aria-label={`Show photo ${i + 1} of ${images.length}`}
                onClick={() => setIndex(i)}
              >
                <FoodImage src={src} alt="" width={120} height={90} className={styles.thumbImage} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
