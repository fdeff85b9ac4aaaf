/** Where the images route serves a stored image (app.ts mounts the API under /api/v1). */
export function imageUrl(imageId: string): string {
  return `/api/v1/images/${imageId}`;
}
