import { useState } from 'react';
import type { Picture } from '@ninetonine/contract';
import { FoodImage } from '@/components/food-image';
import styles from './food-gallery.module.css';
import { FOOD_GALLERY_PICTURE_SIZES } from '@ninetonine/contract/core';

/** The dish's photos: a large one and thumbnails to switch between them. */
export function FoodGallery({
  images,
  pictures,
  name,
}: {
  images: string[];
  /** The same pictures with their stored widths. */
  pictures: Picture[];
  name: string;
}) {
  const [index, setIndex] = useState(0);
  const at = Math.min(index, images.length - 1);
  const current = images[at];
  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        <FoodImage
          src={current}
          srcSet={pictures[at]?.srcset}
          sizes={FOOD_GALLERY_PICTURE_SIZES}
          alt={images.length > 1 ? `${name}, photo ${index + 1} of ${images.length}` : name}
          width={800}
          height={600}
          eager
          className={styles.mainImage}
        />
      </div>
      {images.length > 1 && (
        <ul className={`inline-list ${styles.thumbs}`} aria-label="More photos">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                className={`${styles.thumb} ${i === index ? styles.selected : ''}`}
                aria-pressed={i === index}
                aria-label={`Show photo ${i + 1} of ${images.length}`}
                onClick={() => setIndex(i)}
              >
                <FoodImage
                  src={src}
                  srcSet={pictures[i]?.srcset}
                  sizes="120px"
                  alt=""
                  width={120}
                  height={90}
                  className={styles.thumbImage}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
