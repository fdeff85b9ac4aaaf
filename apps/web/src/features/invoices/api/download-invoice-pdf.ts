import { invoicePdfFileName, type Invoice } from '@ninetonine/contract';
import { apiClient, errorMessage } from '@/lib/api-client';

/**
 * GET /orders/{id}/invoice.pdf, saved as a file. Through the one client (not a bare link) so an
 * expired session is refreshed and a refusal shows its message instead of a JSON page.
 */
export async function downloadInvoicePdf(invoice: Invoice): Promise<void> {
  let file: Blob;
  try {
    const { data } = await apiClient.get<Blob>(
      `/orders/${encodeURIComponent(invoice.order.id)}/invoice.pdf`,
      { responseType: 'blob' },
    );
    file = data;
  } catch (error) {
    throw new Error(errorMessage(error, 'The PDF could not be made. Please try again.'), {
      cause: error,
    });
  }
  const url = URL.createObjectURL(file);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = invoicePdfFileName(invoice.number);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has handed the file to the browser's download.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
