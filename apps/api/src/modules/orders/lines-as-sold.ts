import { imageUrl } from '../images/images.presenter';
import type { PricedLine } from './checkout-quote';

/**
 * The quote's lines as an order keeps them (checkout and dine-in rounds alike): named and
 * priced as sold, so later menu edits leave past orders alone.
 */
export const linesAsSold = (lines: readonly PricedLine[]) =>
  lines.map((l) => ({
    foodId: l.foodId,
    name: l.name,
    size: l.size,
    options: l.options.map((o) => ({
      group: o.group,
      name: o.name,
      priceDeltaMinor: o.priceDeltaMinor,
    })),
    image: l.imageId ? imageUrl(l.imageId) : '',
    unitPriceMinor: l.unitPriceMinor,
    quantity: l.quantity,
    lineTotalMinor: l.lineTotalMinor,
  }));
