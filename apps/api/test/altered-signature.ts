/**
 * The same JWT with one character of its signature changed. The first character carries six
 * whole bits, so the result always differs; replacing the last ones can leave the token as it
 * was (a signature already ending in them), which made a forgery test pass 1 run in ~1,000.
 */
export function withAlteredSignature(jwt: string): string {
  const [header, payload, signature] = jwt.split('.');
  if (header === undefined || payload === undefined || !signature) {
    throw new Error('not a signed JWT');
  }
  const first = signature[0] === 'A' ? 'B' : 'A';
  return `${header}.${payload}.${first}${signature.slice(1)}`;
}
