import type { UploadedPicture, UploadPicturesResponse } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';

/** Large photos on a slow connection take a while: far above the client's default. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

/** POST /staff/images, reporting how much has been sent (0 to 1) as it goes. */
export async function uploadPictures(
  files: File[],
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedPicture[]> {
  const form = new FormData();
  for (const file of files) form.append('images', file, file.name);
  const { data } = await apiClient.post<UploadPicturesResponse>('/staff/images', form, {
    timeout: UPLOAD_TIMEOUT_MS,
    signal,
    onUploadProgress: (event) => {
      if (event.total) onProgress(Math.min(1, event.loaded / event.total));
    },
  });
  return data.pictures;
}
