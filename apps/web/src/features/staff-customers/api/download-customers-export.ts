import { CUSTOMERS_EXPORT_FILE_NAME } from '@ninetonine/contract';
import { downloadFile } from '@/lib/download-file';

/** GET /staff/customers/export.csv, saved as a file (after "Confirm it's you" when asked). */
export const downloadCustomersExport = (): Promise<void> =>
  downloadFile('/staff/customers/export.csv', CUSTOMERS_EXPORT_FILE_NAME);
