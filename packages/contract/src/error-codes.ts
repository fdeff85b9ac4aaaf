/**
 * Every `code` an API error may carry. Clients branch on these, never on message texts, so both
 * sides import them from here.
 */
export const ErrorCode = {
  BadRequest: 'BAD_REQUEST',
  ValidationFailed: 'VALIDATION_FAILED',
  Unauthorized: 'UNAUTHORIZED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  RateLimited: 'RATE_LIMITED',
  Csrf: 'CSRF',
  Internal: 'INTERNAL',
  /** Overloaded or a query ran too long: try again shortly (503). */
  Unavailable: 'UNAVAILABLE',
  // Sessions and identity
  RefreshSuperseded: 'REFRESH_SUPERSEDED',
  SessionExpired: 'SESSION_EXPIRED',
  InvalidCredentials: 'INVALID_CREDENTIALS',
  InvalidIdToken: 'INVALID_ID_TOKEN',
  WrongProvider: 'WRONG_PROVIDER',
  IdpNotConfigured: 'IDP_NOT_CONFIGURED',
  IdpUnavailable: 'IDP_UNAVAILABLE',
  EmailTaken: 'EMAIL_TAKEN',
  /**
   * A Google sign-in whose email belongs to an account with a password (409): that password,
   * once, adds Google to the account (POST /auth/googleSignIn/link).
   */
  LinkNeedsPassword: 'LINK_NEEDS_PASSWORD',
  /** A local test provider (Auth emulator) identity may not reach this account (409). */
  TestIdentityRefused: 'TEST_IDENTITY_REFUSED',
  WeakPassword: 'WEAK_PASSWORD',
  /** A new account was asked for without a password (create-admin asks for one, then retries). */
  PasswordRequired: 'PASSWORD_REQUIRED',
  NoPassword: 'NO_PASSWORD',
  WrongPassword: 'WRONG_PASSWORD',
  SamePassword: 'SAME_PASSWORD',
  /** A password-reset or email-verification link that is unknown, used or expired. */
  InvalidLink: 'INVALID_LINK',
  /**
   * A verification link confirmed without that account's session (403): the page offers "Set a
   * new password" or "This wasn't me" instead (decision 0070).
   */
  NotSignedInAsAccount: 'NOT_SIGNED_IN_AS_ACCOUNT',
  /** "This wasn't me" for an address already proven, or a staff account's (409). */
  EmailNotReleasable: 'EMAIL_NOT_RELEASABLE',
  /** The password was right; a code from the authenticator app finishes the sign-in (401). */
  SecondFactorRequired: 'SECOND_FACTOR_REQUIRED',
  /** A wrong, reused or expired authenticator or recovery code, or sign-in challenge (400). */
  InvalidSecondFactor: 'INVALID_SECOND_FACTOR',
  /** The admin requires an authenticator app for staff: it cannot be turned off (400). */
  SecondFactorMandatory: 'SECOND_FACTOR_MANDATORY',
  /** A sensitive staff action after a sign-in older than 15 minutes: confirm it's you (403). */
  ReauthRequired: 'REAUTH_REQUIRED',
  // Cart
  CartLineNotFound: 'CART_LINE_NOT_FOUND',
  CartFull: 'CART_FULL',
  QuantityLimit: 'QUANTITY_LIMIT',
  FoodNotFound: 'FOOD_NOT_FOUND',
  FoodUnavailable: 'FOOD_UNAVAILABLE',
  SizeNotFound: 'SIZE_NOT_FOUND',
  // Addresses
  AddressNotFound: 'ADDRESS_NOT_FOUND',
  AddressLimit: 'ADDRESS_LIMIT',
  /** Unsetting the default without choosing another: a customer with addresses keeps one. */
  DefaultAddressRequired: 'DEFAULT_ADDRESS_REQUIRED',
  /** The address's postcode is in none of the restaurant's delivery areas (400). */
  OutsideDeliveryArea: 'OUTSIDE_DELIVERY_AREA',
  // Delivery areas
  DeliveryAreaNotFound: 'DELIVERY_AREA_NOT_FOUND',
  DeliveryAreaNameTaken: 'DELIVERY_AREA_NAME_TAKEN',
  /** A postcode or prefix another area already lists (409). */
  DeliveryAreaPostcodeTaken: 'DELIVERY_AREA_POSTCODE_TAKEN',
  // Restaurant
  RestaurantNotConfigured: 'RESTAURANT_NOT_CONFIGURED',
  // Orders and checkout
  OrderNotFound: 'ORDER_NOT_FOUND',
  /** The fresh total differs from the one the customer confirmed (409, with the new quote). */
  TotalChanged: 'TOTAL_CHANGED',
  /** The order cannot be placed as chosen (409, with the quote and its problems). */
  CheckoutProblem: 'CHECKOUT_PROBLEM',
  CouponRefused: 'COUPON_REFUSED',
  /** No phone the kitchen could call: the profile has none and the order sent none (400). */
  PhoneRequired: 'PHONE_REQUIRED',
  /** The Idempotency-Key was already used with a different request (422). */
  IdempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  PaymentDeclined: 'PAYMENT_DECLINED',
  /** The order's state machine refuses this change (409). */
  TransitionRefused: 'TRANSITION_REFUSED',
  /** A staff refund this order cannot take: not paid online, wrong status, too much (409). */
  RefundRefused: 'REFUND_REFUSED',
  /** No such refund on this order (404). */
  RefundNotFound: 'REFUND_NOT_FOUND',
  // Staff setup: categories, offers, messages
  CategoryNotFound: 'CATEGORY_NOT_FOUND',
  CategoryNameTaken: 'CATEGORY_NAME_TAKEN',
  /** Deleting a category that still has foods, without naming where they go (409). */
  CategoryNotEmpty: 'CATEGORY_NOT_EMPTY',
  ImageNotFound: 'IMAGE_NOT_FOUND',
  OfferNotFound: 'OFFER_NOT_FOUND',
  OfferCodeTaken: 'OFFER_CODE_TAKEN',
  MessageNotFound: 'MESSAGE_NOT_FOUND',
  // Users and roles
  /** The change would leave the restaurant without an admin (409). */
  LastAdmin: 'LAST_ADMIN',
  /** A grant to an existing account whose email was never proved by its owner (409). */
  EmailNotVerified: 'EMAIL_NOT_VERIFIED',
  /** An invitation for an account that already has the role (409). */
  AlreadyStaff: 'ALREADY_STAFF',
  /** An invitation opened by an account whose email is not the invited one (409). */
  InvitationForAnotherEmail: 'INVITATION_FOR_ANOTHER_EMAIL',
  /** No pending invitation with this id (404). */
  InvitationNotFound: 'INVITATION_NOT_FOUND',
  // Staff menu
  /** Saved by someone else since the editor loaded it (409): reload, then edit again. */
  FoodChanged: 'FOOD_CHANGED',
  /** Another food of the category already has this name (409). */
  FoodNameTaken: 'FOOD_NAME_TAKEN',
  /** An upload that is not an accepted picture, or is too large (4xx). */
  PictureRefused: 'PICTURE_REFUSED',
  // Riders (decision 0083)
  /** No rider account with this id (400: choose one listed). */
  RiderNotFound: 'RIDER_NOT_FOUND',
  /** The order cannot take (or change) a rider now: not a delivery, or out already (409). */
  RiderAssignmentRefused: 'RIDER_ASSIGNMENT_REFUSED',
  /** A position for an order that is not out for delivery with this rider (409). */
  PositionRefused: 'POSITION_REFUSED',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
