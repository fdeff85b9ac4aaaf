/**
 * An audit entry's before and after as plain lines a person can read: `role: customer → staff`.
 * Only what changed is listed; a record created or removed lists what it had.
 */
export interface DiffLine {
  field: string;
  before: string | null;
  after: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One value as short plain text (objects and lists as compact JSON). */
export function showValue(value: unknown): string {
  if (value === null || value === undefined) return '(none)';
  if (typeof value === 'string') return value === '' ? '(empty)' : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export function auditDiff(before: unknown, after: unknown): DiffLine[] {
  if (!isRecord(before) || !isRecord(after)) {
    if (isRecord(before) || isRecord(after)) {
      // Created (no before) or removed (no after): every field it had.
      const record = (isRecord(before) ? before : after) as Record<string, unknown>;
      return Object.entries(record).map(([field, value]) => ({
        field,
        before: isRecord(before) ? showValue(value) : null,
        after: isRecord(after) ? showValue(value) : null,
      }));
    }
    if (before == null && after == null) return [];
    return [
      {
        field: 'value',
        before: before == null ? null : showValue(before),
        after: after == null ? null : showValue(after),
      },
    ];
  }
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f]))
    .map((field) => ({
      field,
      before: field in before ? showValue(before[field]) : null,
      after: field in after ? showValue(after[field]) : null,
    }));
}

/** `role: customer → staff`, `name: Dosa (added)`, `price: 120 (removed)`. */
export function diffLineText(line: DiffLine): string {
  if (line.before === null) return `${line.field}: ${line.after ?? ''} (added)`;
  if (line.after === null) return `${line.field}: ${line.before} (removed)`;
  return `${line.field}: ${line.before} → ${line.after}`;
}
