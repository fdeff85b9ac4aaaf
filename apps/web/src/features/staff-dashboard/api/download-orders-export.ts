import { ordersExportFileName, type OrdersExportQuery } from '@ninetonine/contract';
import { downloadFile } from '@/lib/download-file';

/** GET /staff/orders/export.csv for the chosen days, saved as a file. */
export const downloadOrdersExport = (range: OrdersExportQuery): Promise<void> =>
  downloadFile('/staff/orders/export.csv', ordersExportFileName(range.from, range.to), range);
