import {
  countryRules,
  normalizePhone,
  type CheckoutFulfilmentMethod,
  type PaymentMethod,
  type PlaceOrderRequest,
} from '@ninetonine/contract';
import { ORDER_NOTE_MAX } from '@ninetonine/contract/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { TextAreaField } from '@/components/form/text-field';
import { useRestaurantCountry } from '@/lib/restaurant-country';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { quoteQuery } from '../api/get-quote';
import { AttemptKeys } from '../attempt-key';
import {
  nextQuoteTiming,
  placeReadiness,
  quoteRequestFor,
  type QuoteTiming,
} from '../checkout-rules';
import { paymentChoice } from '../payment-rules';
import type { CheckoutFormProps } from './checkout-form-props';
import { CheckoutPhoneField } from './checkout-phone-field';
import { CheckoutSummary } from './checkout-summary';
import {
  checkoutDraftCleared,
  draftContactlessChanged,
  draftCouponChanged,
  draftNoteChanged,
  draftTipChanged,
} from '../checkout-draft-slice';
import { CouponField } from './coupon-field';
import { DeliveryExtras } from './delivery-extras';
import { FulfilmentChoice } from './fulfilment-choice';
import { OrderUpdatesChoice } from './order-updates-choice';
import { PaymentChoice } from './payment-choice';
import { TimeChoice } from './time-choice';
import panel from '@/components/page-panel.module.css';
import styles from './checkout.module.css';

/** The checkout itself: choices on the left, the server's quote and "Place order" beside them. */
export function CheckoutForm(props: CheckoutFormProps) {
  const { restaurant, selectedAddress, customerName, placeOrder } = props;
  const queryClient = useQueryClient();
  const settings = restaurant?.settings;
  const cartItems = useAppSelector((s) => s.cart.items);
  const user = useAppSelector((s) => s.auth.user);
  const country = useRestaurantCountry();
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);

  const [chosenFulfilment, setFulfilment] = useState<CheckoutFulfilmentMethod>(
    props.initialFulfilment ?? 'delivery',
  );
  const [chosenTime, setScheduledFor] = useState<string | null>(null);
  // Kept across a reload and "back" (decision 0085); cleared once the order is placed.
  const dispatch = useAppDispatch();
  const { note, couponCode, tip: chosenTip, contactless } = useAppSelector((s) => s.checkoutDraft);
  const [tipError, setTipError] = useState<string | null>(null);
  const [chosenPayment, setPayment] = useState<PaymentMethod | null>(null);
  const [chosenUpdates, setUpdates] = useState<PlaceOrderRequest['orderUpdates']>();
  const orderUpdates = chosenUpdates ?? props.savedOrderUpdates ?? 'none';
  // Placed, paid online: the browser is on its way to the provider's page.
  const [leaving, setLeaving] = useState(false);
  const [acceptedTotal, setAcceptedTotal] = useState<number | null>(null);
  const [totalChanged, setTotalChanged] = useState<string | null>(null);
  const attemptKeys = useRef(new AttemptKeys());

  // A way the restaurant switched off is never the one used.
  const enabled = restaurant?.status.fulfilment ?? ['delivery', 'pickup'];
  const fulfilment = enabled.includes(chosenFulfilment)
    ? chosenFulfilment
    : (enabled[0] ?? chosenFulfilment);
  // Closed kitchen: "as soon as possible" is not possible, so the first slot is proposed.
  // (Read from the latest quote, which itself depends on the time chosen: kept in state.)
  const [lastQuote, setLastQuote] = useState<QuoteTiming>({ kitchenOpen: true, asap: true });
  const { kitchenOpen, asap } = lastQuote;
  const scheduledFor = chosenTime ?? (asap ? null : (lastQuote.firstSlot ?? null));
  // The ways of paying the latest quote offered (the quote is priced for the way chosen: kept in
  // state too).
  const [paymentMethods, setPaymentMethods] = useState<PaymentMethod[]>([]);
  const paymentMethod = paymentChoice(paymentMethods, chosenPayment, fulfilment);

  const choices = {
    fulfilment,
    addressId: selectedAddress?._id ?? null,
    scheduledFor,
    couponCode,
    note,
    paymentMethod,
    // A tip is the rider's: a pickup has none.
    tip: fulfilment === 'delivery' ? chosenTip : 0,
  };
  const request = quoteRequestFor(choices);
  // The quote prices the server cart: any change to the cart asks for a new one.
  const cartKey = cartItems.map((i) => `${i.id}:${i.selectedVariant.size}:${i.quantity}`).join('|');
  const quoteOptions = quoteQuery(request, cartKey);
  const quote = useQuery(quoteOptions);

  // Only the answer to this request: a placeholder (the previous request's answer) says nothing
  // about what this one asked.
  if (quote.data && !quote.isPlaceholderData) {
    const next = nextQuoteTiming(lastQuote, quote.data, request.scheduledFor ?? null);
    if (next !== lastQuote) setLastQuote(next);
    const offered = quote.data.paymentMethods;
    if (offered.join() !== paymentMethods.join()) setPaymentMethods(offered);
  }

  // Every order carries a phone the kitchen can call (issue 19, item 8): the profile's, else a
  // delivery address's, else asked here once (the server keeps it on the profile).
  const usable = (p: string | null | undefined) => Boolean(p && normalizePhone(p, country));
  // (A delivery without an address yet gets its phone with the address.)
  const needsPhone =
    !usable(user?.phone) &&
    (fulfilment === 'pickup' || (selectedAddress !== null && !usable(selectedAddress.phone)));
  // The chosen address is in none of the restaurant's delivery areas (decision 0047).
  const outsideArea =
    fulfilment === 'delivery' && quote.data && !quote.isPlaceholderData
      ? quote.data.problems.find((p) => p.code === 'outside_area')
      : undefined;

  const onPlace = async () => {
    if (!quote.data || customerName.saving) return;
    if (fulfilment === 'delivery' && tipError) {
      document.getElementById('checkout-tip')?.focus();
      return;
    }
    if (needsPhone && !usable(phone)) {
      setPhoneError(countryRules(country).phoneHint);
      document.getElementById('checkout-phone')?.focus();
      return;
    }
    // A placeholder name is replaced first, so the order and the kitchen see the real one.
    if (!(await customerName.save())) return;
    const body: PlaceOrderRequest = {
      ...request,
      paymentMethod,
      note: note.trim(),
      ...(fulfilment === 'delivery' && contactless ? { contactless: true } : {}),
      confirmedTotal: quote.data.total,
      ...(needsPhone ? { phone: phone.trim() } : {}),
      orderUpdates,
    };
    // The same body again (a retry) is the same attempt, with the same key.
    const idempotencyKey = attemptKeys.current.keyFor(body);
    placeOrder.mutate(
      { body, idempotencyKey },
      {
        onSuccess: async (result) => {
          if (result.kind === 'total-changed') {
            queryClient.setQueryData(quoteOptions.queryKey, result.quote);
            setTotalChanged(result.message);
            setAcceptedTotal(null);
            return;
          }
          attemptKeys.current.reset();
          dispatch(checkoutDraftCleared());
          // The server kept the phone on the profile: not asked again.
          if (needsPhone && user) props.onPhoneKept(phone.trim());
          if (result.payment) {
            // Paid online: the order holds the lines and the server emptied the cart with it
            // (decision 0062), so the local copy follows before the page is left to pay.
            setLeaving(true);
            props.onCartEmptied();
            props.onLeaveToPay(result.order._id, result.payment.redirectUrl);
            return;
          }
          // The confirmation page shows the order from the cache, where placing it put it.
          await props.onPlaced(result.order._id);
          // The server emptied the cart with the order; the local copy follows.
          props.onCartEmptied();
        },
      },
    );
  };

  const readiness = quote.data
    ? placeReadiness(quote.data, choices, { acceptedTotal, totalChanged: totalChanged !== null })
    : null;

  return (
    <section className={`page ${styles.checkout}`} aria-labelledby="checkout-title">
      <h1 id="checkout-title">Checkout</h1>
      {props.notice}
      <div className={styles.layout}>
        <div className={styles.choices}>
          <div className={`card ${panel.panel}`}>
            <FulfilmentChoice
              value={fulfilment}
              onChange={(f) => {
                setFulfilment(f);
                placeOrder.reset();
              }}
              deliveryEnabled={enabled.includes('delivery')}
              pickupEnabled={enabled.includes('pickup')}
              pickupAddress={settings?.pickupAddress ?? null}
            />
          </div>

          {fulfilment === 'delivery' &&
            props.addressPanel(
              outsideArea?.message ?? null,
              enabled.includes('pickup')
                ? () => {
                    setFulfilment('pickup');
                    placeOrder.reset();
                  }
                : undefined,
            )}

          {fulfilment === 'delivery' && (
            <div className={`card ${panel.panel}`}>
              <DeliveryExtras
                tip={chosenTip}
                onTipChange={(t) => dispatch(draftTipChanged(t))}
                tipError={tipError}
                onTipError={setTipError}
                contactless={contactless}
                onContactlessChange={(c) => dispatch(draftContactlessChanged(c))}
              />
            </div>
          )}

          <div className={`card ${panel.panel}`}>
            <TimeChoice
              value={scheduledFor}
              onChange={setScheduledFor}
              slots={quote.data?.slots ?? []}
              kitchenOpen={kitchenOpen}
              asapPossible={asap}
            />
          </div>

          <div className={`card ${panel.panel}`}>
            <PaymentChoice
              methods={paymentMethods}
              cashRefusal={quote.data?.cashRefusal}
              value={paymentMethod}
              onChange={(method) => {
                setPayment(method);
                placeOrder.reset();
              }}
            />
          </div>

          {customerName.field && <div className={`card ${panel.panel}`}>{customerName.field}</div>}

          {needsPhone && (
            <CheckoutPhoneField
              country={country}
              value={phone}
              error={phoneError}
              onChange={(value) => {
                setPhone(value);
                setPhoneError(null);
              }}
            />
          )}

          <OrderUpdatesChoice value={orderUpdates} onChange={setUpdates} />

          <div className={`card ${panel.panel}`}>
            <TextAreaField
              id="checkout-note"
              label="Note for the kitchen (optional)"
              hint="Allergies, less spicy, no onions…"
              value={note}
              onValueChange={(value) => dispatch(draftNoteChanged(value))}
              maxLength={ORDER_NOTE_MAX}
              rows={3}
            />
          </div>
        </div>

        <CheckoutSummary
          quote={quote}
          fulfilment={fulfilment}
          coupon={
            <CouponField
              applied={couponCode}
              verdict={quote.data?.coupon ?? null}
              checking={quote.isFetching}
              onApply={(code) => dispatch(draftCouponChanged(code))}
              onRemove={() => dispatch(draftCouponChanged(''))}
            />
          }
          readiness={readiness}
          totalChanged={totalChanged}
          acceptedTotal={acceptedTotal}
          onAccept={setAcceptedTotal}
          placing={placeOrder.isPending || leaving}
          payingOnline={paymentMethod === 'online'}
          placeError={placeOrder.error?.message ?? null}
          onPlace={() => void onPlace()}
        />
      </div>
    </section>
  );
}
