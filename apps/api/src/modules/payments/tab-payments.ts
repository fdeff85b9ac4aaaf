import { API_BASE_PATH, ErrorCode, paymentReturnPaths } from '@ninetonine/contract';
import type { Database } from '../../db/client';
import { conflict, HttpError } from '../../http-error';
import type { RestaurantSettingsReader } from '../restaurant/restaurant.repository';
import type { PaymentsRepository } from './payments.repository';
import { closeOpenLinks } from './close-links';
import { ProviderError, type PaymentGateway } from './payment-gateway';

/** 502: the provider could not open its page (the order's and the tab's words). */
export const providerDown = () =>
  new HttpError(
    502,
    'The payment page could not be opened just now. Please try again in a moment.',
    ErrorCode.PaymentDeclined,
  );

/** 409: an earlier attempt could not be closed (paid a moment ago, or the provider is away). */
export const tabPaymentBusy =
  'A payment for this tab is being confirmed. Please wait a moment and look at the tab again.';

/** A tab as its online payment needs it: the server's balance, never the client's. */
export interface TabToPay {
  id: string;
  balanceMinor: number;
  tableName: string;
  guest: { name: string; phone: string | null };
}

/**
 * A dine-in tab's balance paid through the same port and hosted page as an order (decision
 * 0100). One open attempt per tab: the same balance reuses it; a new balance (a round added)
 * first closes the older one at the provider, so one tab is never charged twice.
 */
export function createTabPayments(deps: {
  db: Database;
  gateway: PaymentGateway;
  payments: PaymentsRepository;
  restaurant: RestaurantSettingsReader;
  publicUrl: string;
  ttlSeconds: number;
  log: (err: unknown, message: string) => void;
  now: () => Date;
}) {
  const { db, gateway, payments } = deps;

  /**
   * Closes the tab's open attempts at the provider; false when one could not be closed (paid
   * meanwhile: its payment is on its way; or the provider did not answer).
   */
  async function closeOpen(tabId: string): Promise<boolean> {
    return closeOpenLinks(deps, await payments.linksOfTab(db, tabId));
  }

  return {
    closeOpen,

    /** Where the guest pays the tab's balance now: its open attempt, or a new one. */
    async start(tab: TabToPay): Promise<string> {
      const links = await payments.linksOfTab(db, tab.id);
      const open = links.find((l) => l.status === 'created' && l.amountMinor === tab.balanceMinor);
      if (open) return open.shortUrl;
      if (!(await closeOpen(tab.id))) throw conflict(tabPaymentBusy, ErrorCode.TransitionRefused);
      const settings = await deps.restaurant.settingsOrDefaults(db);
      if (!gateway.takesCurrency(settings.currency)) {
        deps.log(
          new Error(`${gateway.label} does not take ${settings.currency}`),
          'tab payment attempt not created',
        );
        throw providerDown();
      }
      let attempt;
      try {
        attempt = await gateway.createAttempt({
          // The provider keeps the subject's id as it keeps an order's (a bare event's tie).
          orderId: tab.id,
          amountMinor: tab.balanceMinor,
          currency: settings.currency,
          // Razorpay takes 40 characters: `t` and the tab's id (37), then -2, -3… per attempt.
          reference: links.length === 0 ? `t${tab.id}` : `t${tab.id}-${links.length + 1}`,
          description: `${settings.name} ${tab.tableName}`,
          expiresAt: new Date(deps.now().getTime() + deps.ttlSeconds * 1000),
          returnUrl: `${deps.publicUrl}${API_BASE_PATH}${paymentReturnPaths[gateway.provider]}`,
          customer: {
            name: tab.guest.name,
            ...(tab.guest.phone ? { phone: tab.guest.phone } : {}),
          },
        });
      } catch (error) {
        if (error instanceof ProviderError) {
          deps.log(error, 'tab payment attempt not created');
          throw providerDown();
        }
        throw error;
      }
      await payments.addLink(db, {
        id: attempt.id,
        tabId: tab.id,
        provider: gateway.provider,
        amountMinor: tab.balanceMinor,
        currency: settings.currency,
        shortUrl: attempt.redirectUrl,
        providerOrderId: attempt.providerOrderId,
      });
      return attempt.redirectUrl;
    },
  };
}
export type TabPayments = ReturnType<typeof createTabPayments>;
