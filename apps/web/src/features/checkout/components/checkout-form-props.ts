import type {
  Address,
  CheckoutFulfilmentMethod,
  Order,
  OrderUpdateChannel,
  PaymentRedirect,
  PlaceOrderRequest,
  Quote,
  RestaurantResponse,
} from '@ninetonine/contract';
import type { ReactNode } from 'react';

/** What placing the order answers: placed (to pay online, or not), or refused for a new total. */
export type PlacingOutcome =
  | { kind: 'placed'; order: Pick<Order, '_id'>; payment?: PaymentRedirect }
  | { kind: 'total-changed'; quote: Quote; message: string };

/** Placing the order: the orders feature's mutation (it caches the order), which the page hands in. */
export interface OrderPlacing {
  mutate: (
    variables: { body: PlaceOrderRequest; idempotencyKey: string },
    options: { onSuccess: (outcome: PlacingOutcome) => Promise<void> },
  ) => void;
  reset: () => void;
  isPending: boolean;
  error: Error | null;
}

/** The name checkout asks a phone account for before placing (the auth feature's). */
export interface CustomerName {
  field: ReactNode;
  save: () => Promise<boolean>;
  saving: boolean;
}

/** What the page brings from the other features: the form itself knows only checkout. */
export interface CheckoutFormProps {
  restaurant: RestaurantResponse | undefined;
  /** How the visitor chose to get the food before the cart (decision 0084); delivery if not. */
  initialFulfilment?: CheckoutFulfilmentMethod;
  selectedAddress: Address | null;
  /** Where a delivery goes; told when the chosen address is outside every delivery area. */
  addressPanel: (outsideArea: string | null, onSwitchToPickup?: () => void) => ReactNode;
  /** Shown under the title: what the customer should know before ordering (an unproven email). */
  notice?: ReactNode;
  customerName: CustomerName;
  placeOrder: OrderPlacing;
  /** The customer's saved "order updates by" choice (decision 0092); none until known. */
  savedOrderUpdates?: OrderUpdateChannel;
  /** The phone asked here: the server kept it on the profile. */
  onPhoneKept: (phone: string) => void;
  /** The server emptied the cart with the order; the local copy follows. */
  onCartEmptied: () => void;
  /** The order is placed and paid on handover: its page next. */
  onPlaced: (orderId: string) => Promise<void>;
  /** Placed, to be paid online: the provider's page next. */
  onLeaveToPay: (orderId: string, redirectUrl: string) => void;
}
