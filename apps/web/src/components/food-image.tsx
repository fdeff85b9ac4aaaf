import { useState } from 'react';
import { Icon } from './icons';
import styles from './food-image.module.css';

interface FoodImageProps {
  src: string | undefined;
  /** Every stored width ("url 320w, ..."), so phones never download the desktop picture. */
  srcSet?: string | undefined;
  /** How wide the picture is shown, for choosing from srcSet. */
  sizes?: string | undefined;
  alt: string;
  /** Intrinsic size: reserves the box before the picture arrives (no layout shift). */
  width: number;
  height: number;
  className?: string;
  /**
   * Above the fold: loaded at once, and first (high priority) unless `fetchPriority` says.
   * Server rendering preloads every eager picture that is not 'low': keep 'high' for the one
   * that is the page's largest paint, 'low' for the rest, so they do not compete with it.
   */
  eager?: boolean;
  fetchPriority?: 'high' | 'low';
}

/** A dish photo that keeps its box and shows a plate when there is no picture. */
export function FoodImage({
  src,
  srcSet,
  sizes,
  alt,
  width,
  height,
  className = '',
  eager = false,
  fetchPriority = eager ? 'high' : undefined,
}: FoodImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <div className={`${styles.placeholder} ${className}`} role="img" aria-label={alt}>
        {/* Holds the picture's proportions without a style attribute, which the CSP refuses
            in server-rendered HTML. */}
        <svg className={styles.frame} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" />
        <Icon name="plate" size={40} strokeWidth={1.4} />
      </div>
    );
  }
  return (
    <img
      className={`${styles.img} ${className}`}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={fetchPriority}
      onError={() => setFailed(src)}
    />
  );
}
