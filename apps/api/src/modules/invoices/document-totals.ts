import type { GstAmounts } from '../../db/schema/gst-documents';

/**
 * An issued document's totals as its row's columns (what the month's export adds up), taken
 * from the totals its snapshot prints, so the two never differ.
 */
export const totalsColumns = ({
  taxableMinor,
  cgstMinor,
  sgstMinor,
  igstMinor,
  totalMinor,
}: GstAmounts & { totalMinor: number }) => ({
  taxableMinor,
  cgstMinor,
  sgstMinor,
  igstMinor,
  totalMinor,
});
