import type { z } from 'zod';

/**
 * The longest text a schema accepts (its `.max()`), for an input's `maxlength`, so a form's limit
 * is the contract's and never a second literal (issue 19 #11). Looks through optional, default,
 * nullable and pipe wrappers; undefined when the schema sets none.
 */
export function maxLengthOf(schema: z.ZodType): number | undefined {
  const def = schema.def as {
    type: string;
    innerType?: z.ZodType;
    in?: z.ZodType;
    out?: z.ZodType;
  };
  if (def.type === 'string') {
    return (schema as z.ZodString).maxLength ?? undefined;
  }
  if (def.type === 'pipe') {
    return (def.in && maxLengthOf(def.in)) ?? (def.out && maxLengthOf(def.out)) ?? undefined;
  }
  return def.innerType ? maxLengthOf(def.innerType) : undefined;
}

/** `maxLengthOf` for every field of an object schema, by name. */
export function maxLengthsOf<S extends z.ZodObject>(
  schema: S,
): Partial<Record<keyof S['shape'] & string, number>> {
  const limits: Partial<Record<string, number>> = {};
  for (const [name, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const max = maxLengthOf(field);
    if (max !== undefined) limits[name] = max;
  }
  return limits as Partial<Record<keyof S['shape'] & string, number>>;
}
