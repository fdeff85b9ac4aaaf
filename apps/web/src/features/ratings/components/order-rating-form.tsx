import type { OrderRating, OrderRatingResponse } from '@ninetonine/contract';
import { RATING_COMMENT_MAX } from '@ninetonine/contract/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { TextAreaField } from '@/components/form/text-field';
import { errorMessage } from '@/lib/api-client';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { orderRatingQuery, useRateOrder } from '../api/ratings-api';
import styles from './ratings.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

/** The rating as the customer gave it, read-only (once it is final). */
function GivenRating({ rating }: { rating: OrderRating }) {
  return (
    <div data-testid="given-rating">
      <p>
        Your rating: <strong>{rating.stars} of 5 stars</strong>
      </p>
      {rating.dishes.length > 0 && (
        <ul className={styles.votes}>
          {rating.dishes.map((d) => (
            <li key={d.foodId}>
              {d.liked ? '👍' : '👎'} {d.name}
            </li>
          ))}
        </ul>
      )}
      {rating.comment && <p className={styles.comment}>“{rating.comment}”</p>}
    </div>
  );
}

/**
 * The customer's rating of a delivered or collected order (decision 0086): 1-5 stars, 👍/👎 per
 * dish (optional), a comment; changeable until the server says it is final.
 */
function RatingForm({ orderId, data }: { orderId: string; data: OrderRatingResponse }) {
  const format = useRestaurantFormat();
  const rate = useRateOrder(orderId);
  const given = data.rating;
  const [stars, setStars] = useState<number | null>(given?.stars ?? null);
  const [votes, setVotes] = useState<Record<string, boolean>>(
    Object.fromEntries((given?.dishes ?? []).map((d) => [d.foodId, d.liked])),
  );
  const [comment, setComment] = useState(given?.comment ?? '');
  const [starsError, setStarsError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const firstStar = useRef<HTMLInputElement>(null);

  return (
    <form
      noValidate
      aria-labelledby="rate-title"
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        setSaved(false);
        if (stars === null) {
          setStarsError('Choose 1 to 5 stars');
          firstStar.current?.focus();
          return;
        }
        rate.mutate(
          {
            stars,
            comment,
            dishes: Object.entries(votes).map(([foodId, liked]) => ({ foodId, liked })),
          },
          { onSuccess: () => setSaved(true) },
        );
      }}
    >
      <h2 id="rate-title">{given ? 'Your rating' : 'Rate your order'}</h2>
      <fieldset
        className={styles.stars}
        aria-describedby={starsError ? 'rating-stars-error' : undefined}
      >
        <legend>How was it?</legend>
        {STARS.map((n) => (
          <label key={n} className={styles.star} data-on={stars !== null && n <= stars}>
            <input
              ref={n === 1 ? firstStar : undefined}
              type="radio"
              name="rating-stars"
              value={n}
              checked={stars === n}
              aria-invalid={starsError ? true : undefined}
              onChange={() => {
                setStars(n);
                setStarsError(null);
              }}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">
              {n} star{n === 1 ? '' : 's'}
            </span>
          </label>
        ))}
        {starsError && (
          <p className="field-error" id="rating-stars-error">
            {starsError}
          </p>
        )}
      </fieldset>
      {data.dishes.length > 0 && (
        <fieldset className={styles.dishes}>
          <legend>The dishes (optional)</legend>
          {data.dishes.map((d) => (
            <div key={d.foodId} className={styles.dish} role="radiogroup" aria-label={d.name}>
              <span>{d.name}</span>
              {([true, false] as const).map((liked) => (
                <label key={String(liked)} className={styles.thumb}>
                  <input
                    type="radio"
                    name={`dish-${d.foodId}`}
                    checked={votes[d.foodId] === liked}
                    onChange={() => setVotes({ ...votes, [d.foodId]: liked })}
                  />
                  <span aria-hidden="true">{liked ? '👍' : '👎'}</span>
                  <span className="visually-hidden">{liked ? 'Liked' : 'Did not like'}</span>
                </label>
              ))}
            </div>
          ))}
        </fieldset>
      )}
      <TextAreaField
        id="rating-comment"
        label="Anything to tell us? (optional)"
        value={comment}
        onValueChange={setComment}
        maxLength={RATING_COMMENT_MAX}
        rows={3}
        hint={`${comment.length} / ${RATING_COMMENT_MAX} characters. Only the restaurant reads it.`}
      />
      {rate.isError && (
        <p className="alert" role="alert">
          {errorMessage(rate.error, 'Your rating was not saved. Please try again.')}
        </p>
      )}
      <p role="status" className={saved ? undefined : 'visually-hidden'}>
        {saved && rate.data
          ? `Thank you for rating! You can change it until ${format.dateTime(rate.data.editableUntil)}.`
          : ''}
      </p>
      <button type="submit" className="btn btn-primary" disabled={rate.isPending}>
        {rate.isPending ? 'Sending…' : given ? 'Update rating' : 'Send rating'}
      </button>
    </form>
  );
}

/** On the order page of a delivered or collected order: the form, or the final rating. */
export function OrderRatingPanel({ orderId }: { orderId: string }) {
  const query = useQuery(orderRatingQuery(orderId));
  if (!query.data) return null;
  return (
    <section id="rate" className={styles.panel}>
      {query.data.canRate ? (
        <RatingForm orderId={orderId} data={query.data} />
      ) : (
        query.data.rating && (
          <>
            <h2>Your rating</h2>
            <GivenRating rating={query.data.rating} />
          </>
        )
      )}
    </section>
  );
}
