import { LOW_RATING_MAX_STARS, RATING_REPLY_MAX } from '@ninetonine/contract/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { TextAreaField } from '@/components/form/text-field';
import { errorMessage } from '@/lib/api-client';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { staffOrderRatingQuery, useReplyToRating } from '../api/ratings-api';
import styles from './ratings.module.css';

/** A private reply to the customer's rating: mailed to them, kept with the rating. */
function ReplyForm({ orderId }: { orderId: string }) {
  const reply = useReplyToRating(orderId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  return (
    <form
      ref={form}
      noValidate
      className={styles.form}
      aria-labelledby="reply-title"
      onSubmit={(e) => {
        e.preventDefault();
        setSent(false);
        // The contract's rule (ratingReplyRequestSchema), without loading zod on this page.
        const typed = text.trim();
        if (typed.length < 2) {
          setError('Write a reply');
          form.current?.querySelector<HTMLTextAreaElement>('#rating-reply')?.focus();
          return;
        }
        setError(undefined);
        reply.mutate(
          { text: typed },
          {
            onSuccess: () => {
              setText('');
              setSent(true);
            },
          },
        );
      }}
    >
      <h3 id="reply-title">Reply to the customer</h3>
      <TextAreaField
        id="rating-reply"
        label="Your reply (mailed to the customer only)"
        value={text}
        onValueChange={(v) => {
          setText(v);
          if (error) setError(undefined);
        }}
        error={error}
        maxLength={RATING_REPLY_MAX}
        rows={3}
        required
      />
      {reply.isError && (
        <p className="alert" role="alert">
          {errorMessage(reply.error, 'The reply was not sent. Please try again.')}
        </p>
      )}
      <p role="status" className={sent ? undefined : 'visually-hidden'}>
        {sent ? 'Reply sent to the customer.' : ''}
      </p>
      <button type="submit" className="btn btn-primary" disabled={reply.isPending}>
        {reply.isPending ? 'Sending…' : 'Send reply'}
      </button>
    </form>
  );
}

/** On the staff order page: the customer's rating and comment, the replies, a reply form. */
export function StaffOrderFeedback({ orderId }: { orderId: string }) {
  const format = useRestaurantFormat();
  const query = useQuery(staffOrderRatingQuery(orderId));
  const rating = query.data;
  return (
    <section className={`${styles.panel} ${styles.feedback}`} aria-labelledby="feedback-title">
      <h2 id="feedback-title">Customer feedback</h2>
      {query.isError && <p className="alert">{errorMessage(query.error, 'Not loaded.')}</p>}
      {query.isSuccess && !rating && <p className="muted">Not rated yet.</p>}
      {rating && (
        <>
          <p data-testid="staff-rating-stars">
            <strong className={rating.stars <= LOW_RATING_MAX_STARS ? styles.low : undefined}>
              {rating.stars} of 5 stars
            </strong>{' '}
            <span className="muted">rated {format.dateTime(rating.updatedAt)}</span>
          </p>
          {rating.dishes.length > 0 && (
            <ul className={styles.votes}>
              {rating.dishes.map((d) => (
                <li key={d.foodId}>
                  <span aria-hidden="true">{d.liked ? '👍' : '👎'}</span>{' '}
                  <span className="visually-hidden">{d.liked ? 'Liked:' : 'Did not like:'}</span>
                  {d.name}
                </li>
              ))}
            </ul>
          )}
          {rating.comment && <p className={styles.comment}>“{rating.comment}”</p>}
          {rating.replies.length > 0 && (
            <ul className={styles.votes} aria-label="Replies sent">
              {rating.replies.map((r) => (
                <li key={r.at} className={styles.comment}>
                  <span className="muted">
                    {r.by || 'Staff'}, {format.dateTime(r.at)}:
                  </span>{' '}
                  {r.text}
                </li>
              ))}
            </ul>
          )}
          <ReplyForm orderId={orderId} />
        </>
      )}
    </section>
  );
}
