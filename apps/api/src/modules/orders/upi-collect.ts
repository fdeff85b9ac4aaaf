import { fromMinor, upiPayUri, type UpiCollect } from '@ninetonine/contract';
import { qrCodeSvg } from '../../qr-code-svg';
import type { RestaurantSettingsRecord } from '../restaurant/restaurant.repository';
import type { OrderRow } from './orders.repository';

/** The settings a rider's UPI QR is made from. */
type UpiSettings = Pick<RestaurantSettingsRecord, 'upiId' | 'legalName' | 'name' | 'currency'>;

/** The orders the board and the riders read again and again: each QR is drawn once. */
const DRAWN_MAX = 500;
const drawn = new Map<string, string>();

/** The QR code as an SVG `data:` URL, drawn as the second factor's is (CSP img-src allows data:). */
async function qrCodeOf(uri: string): Promise<string> {
  const known = drawn.get(uri);
  if (known) return known;
  const svg = await qrCodeSvg(uri, { errorCorrectionLevel: 'M', margin: 2 });
  const qrCode = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  if (drawn.size >= DRAWN_MAX) drawn.delete(drawn.keys().next().value!);
  drawn.set(uri, qrCode);
  return qrCode;
}

/**
 * The UPI QR for a delivery whose cash is still due (decision 0090): exactly the amount the
 * rider collects, paid to the restaurant's UPI id under its GST legal name (else its name),
 * the order's number as the note. None without a UPI id, outside rupees, or once it is not due.
 */
export async function upiCollectFor(
  order: Pick<
    OrderRow,
    'paymentMethod' | 'paymentStatus' | 'status' | 'totalMinor' | 'number' | 'fulfilment'
  >,
  settings: UpiSettings | null,
): Promise<UpiCollect | undefined> {
  if (!settings?.upiId || settings.currency !== 'INR') return undefined;
  if (order.fulfilment !== 'delivery' || order.paymentMethod !== 'cash_on_delivery') {
    return undefined;
  }
  if (order.paymentStatus !== 'due_on_handover') return undefined;
  if (!['placed', 'accepted', 'preparing', 'ready', 'out_for_delivery'].includes(order.status)) {
    return undefined;
  }
  const uri = upiPayUri({
    vpa: settings.upiId,
    payeeName: settings.legalName || settings.name,
    amountMinor: order.totalMinor,
    reference: order.number,
  });
  return { uri, qrCode: await qrCodeOf(uri), amount: fromMinor(order.totalMinor) };
}
