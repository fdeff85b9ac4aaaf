import { apiClient, errorMessage } from './api-client';
import type { QueryParams } from './api-error';

/** An export takes the server a while to write: longer than the client's usual wait. */
const DOWNLOAD_TIMEOUT_MS = 120_000;

/**
 * GET `path` through the one client (not a bare link: an expired session is refreshed, an old
 * sign-in opens "Confirm it's you", a refusal shows its message instead of a JSON page), then
 * saves the answer as `fileName`.
 */
export async function downloadFile(
  path: string,
  fileName: string,
  params?: QueryParams,
): Promise<void> {
  let file: Blob;
  try {
    const { data } = await apiClient.get<Blob>(path, {
      ...(params ? { params } : {}),
      responseType: 'blob',
      timeout: DOWNLOAD_TIMEOUT_MS,
    });
    file = data;
  } catch (error) {
    throw new Error(errorMessage(error, 'The export failed. Please try again.'), { cause: error });
  }
  const url = URL.createObjectURL(file);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has handed the file to the browser's download.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
