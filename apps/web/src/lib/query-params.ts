/**
 * A list query's params as the API reads them: each value as text, flags as 'true', and nothing
 * empty (no undefined, null, '' or false), so equal filters give equal params and cache keys.
 */
export function toQueryParams(query: Readonly<Record<string, unknown>>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    params[key] = String(value);
  }
  return params;
}
