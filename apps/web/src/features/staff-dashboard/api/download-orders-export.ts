import { ordersExportFileName, type OrdersExportQuery } from '@ninetonine/contract';
import { apiClient, errorMessage } from '@/lib/api-client';

/** A year of orders takes the server a while to write: longer than the client's usual wait. */
const EXPORT_TIMEOUT_MS = 120_000;

/**
 * GET /staff/orders/export.csv, saved as a file. Through the one client (not a bare link) so
 * an expired session is refreshed and a refusal shows its message instead of a JSON page.
 */
export async function downloadOrdersExport(range: OrdersExportQuery): Promise<void> {
  let file: Blob;
  try {
    const { data } = await apiClient.get<Blob>('/staff/orders/export.csv', {
      params: range,
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
    link.download = ordersExportFileName(range.from, range.to);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has handed the file to the browser's download.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
