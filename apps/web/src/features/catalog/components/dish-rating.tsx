import { dishRatingText, type DishRating } from '@ninetonine/contract/core';

/**
 * A dish's customer rating ("👍 92% · 38 ratings"): only present once enough customers rated it
 * (the server sends null until then, decision 0086), so nothing is drawn for most new dishes.
 */
export function DishRatingLine({
  rating,
  className,
}: {
  rating: DishRating | null;
  className?: string;
}) {
  if (!rating) return null;
  return (
    <p
      className={className}
      data-testid="dish-rating"
      aria-label={`${rating.upPercent}% of ${rating.count} customers liked it`}
    >
      {dishRatingText(rating)}
    </p>
  );
}
