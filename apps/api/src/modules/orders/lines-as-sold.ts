import { fromMinor } from '@ninetonine/contract';
import { imageUrl } from '../images/images.presenter';
import type { PricedLine } from './checkout-quote';

/**
 * A quote's line as an order keeps it (checkout and dine-in rounds alike): named and priced as
 * sold, so later menu edits leave past orders alone.
 */
export const lineAsSold = (l: PricedLine) => ({
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
});

export const linesAsSold = (lines: readonly PricedLine[]) => lines.map(lineAsSold);

/** A sold line as the contract shows it, on a quote or an order: major units. */
export const toContractLine = ({
  foodId,
  name,
  size,
  options,
  image,
  unitPriceMinor,
  quantity,
  lineTotalMinor,
}: ReturnType<typeof lineAsSold>) => ({
  foodId,
  name,
  size,
  options: options.map((o) => ({
    group: o.group,
    name: o.name,
    priceDelta: fromMinor(o.priceDeltaMinor),
  })),
  image,
  unitPrice: fromMinor(unitPriceMinor),
  quantity,
  lineTotal: fromMinor(lineTotalMinor),
});
