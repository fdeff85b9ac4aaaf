import type { OrderRating, StaffOrderRating } from '@ninetonine/contract';
import type { RatingRecord, ReplyRecord } from './ratings.repository';
import { editableUntil } from './ratings.service';

export function toOrderRating(rating: RatingRecord): OrderRating {
  return {
    orderId: rating.orderId,
    stars: rating.stars,
    comment: rating.comment,
    dishes: rating.dishes.map((d) => ({ foodId: d.foodId, name: d.name, liked: d.liked })),
    ratedAt: rating.createdAt.toISOString(),
    updatedAt: rating.updatedAt.toISOString(),
    editableUntil: editableUntil(rating).toISOString(),
  };
}

export function toStaffOrderRating(
  rating: RatingRecord & { replies: ReplyRecord[] },
): StaffOrderRating {
  return {
    ...toOrderRating(rating),
    replies: rating.replies.map((r) => ({
      text: r.text,
      at: r.createdAt.toISOString(),
      by: r.authorName,
    })),
  };
}
