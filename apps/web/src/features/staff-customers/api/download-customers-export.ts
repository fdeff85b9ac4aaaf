import { CUSTOMERS_EXPORT_FILE_NAME } from '@ninetonine/contract';
import { apiClient, errorMessage } from '@/lib/api-client';

const EXPORT_TIMEOUT_MS = 120_000;

/**
 * GET /staff/customers/export.csv, saved as a file. Through the one client, so an old sign-in
 * opens "Confirm it's you" (403 REAUTH_REQUIRED) and the download follows the confirmation.
 */
export async function downloadCustomersExport(): Promise<void> {
  let file: Blob;
  try {
    const { data } = await apiClient.get<Blob>('/staff/customers/export.csv', {
      responseType: 'blob',
      timeout: EXPORT_TIMEOUT_MS,
    });
    file = data;
  } catch (error) {
    throw new Error(errorMessage(error, 'The export failed. Please try again.'), { cause: error });
  }
  const url = URL.createObjectURL(file);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = CUSTOMERS_EXPORT_FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has handed the file to the browser's download.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
