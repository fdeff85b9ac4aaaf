/** One part of a multipart form: text, or a file with its name and claimed type. */
export type FormPart =
  | { name: string; value: string }
  | { name: string; file: Uint8Array; filename: string; type?: string };

/**
 * A multipart/form-data body for app.inject, encoded by the platform's own FormData (as a
 * browser would send it).
 */
export async function multipartForm(
  parts: FormPart[],
): Promise<{ payload: Buffer; headers: { 'content-type': string } }> {
  const form = new FormData();
  for (const part of parts) {
    if ('value' in part) form.append(part.name, part.value);
    else {
      const blob = new Blob([part.file], { type: part.type ?? 'application/octet-stream' });
      form.append(part.name, blob, part.filename);
    }
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}
