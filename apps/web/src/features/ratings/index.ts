/** Ratings and feedback (decision 0086): the customer's rating, its prompt, staff's view. */
export { OrderRatingPanel } from './components/order-rating-form';
export { RatingPrompt } from './components/rating-prompt';
export { StaffOrderFeedback } from './components/staff-order-feedback';
export { RatingTrend } from './components/rating-trend';
