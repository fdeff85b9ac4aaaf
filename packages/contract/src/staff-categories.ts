import { z } from 'zod';
import { idSchema, safeText, timestampSchema } from './common';

/** Categories as staff manage them (the storefront's GET /categories shows the same rows). */
export const staffCategorySchema = z.object({
  _id: z.string(),
  /** Made by the server from the name; the storefront's /category/:slug address. */
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  /** The picture's stored image id; null: none. */
  imageId: z.string().nullable(),
  /** The picture's URL ('' without one), as the storefront shows it. */
  image: z.string(),
  sortOrder: z.number().int(),
  /** Foods on the menu in it (deleted foods are not counted). */
  foodCount: z.number().int(),
  updatedAt: timestampSchema,
});
export type StaffCategory = z.infer<typeof staffCategorySchema>;

export const CATEGORY_NAME_MAX = 60;
export const CATEGORY_DESCRIPTION_MAX = 300;

const categoryName = safeText(CATEGORY_NAME_MAX)
  .trim()
  .min(2, 'Give the category a name of at least 2 characters')
  // A slug is made from it: a name of only punctuation would have none.
  .refine((s) => /[\p{L}\p{N}]/u.test(s), { message: 'Use letters or digits in the name' });

export const staffCategoryInputSchema = z.strictObject({
  name: categoryName,
  description: safeText(CATEGORY_DESCRIPTION_MAX).trim().default(''),
  /** An image already stored (see GET /staff/categories/pictures); null or absent: none. */
  imageId: idSchema.nullable().default(null),
});
export type StaffCategoryInput = z.input<typeof staffCategoryInputSchema>;

export const staffCategoryUpdateSchema = z
  .strictObject({
    name: categoryName.optional(),
    description: safeText(CATEGORY_DESCRIPTION_MAX).trim().optional(),
    imageId: idSchema.nullable().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'Send at least one field to change',
  });
export type StaffCategoryUpdate = z.input<typeof staffCategoryUpdateSchema>;

/** The categories' new menu order: every category's id, each exactly once. */
export const staffCategoryOrderSchema = z.strictObject({
  ids: z.array(idSchema).min(1).max(500),
});

export const staffCategoryDeleteQuerySchema = z.strictObject({
  /** Moves the category's foods here first (in the same transaction). */
  moveFoodsTo: idSchema.optional(),
});

export const staffCategoryParamsSchema = z.object({ id: idSchema });

export const staffCategoryResponseSchema = z.object({ category: staffCategorySchema });
export const staffCategoriesResponseSchema = z.object({
  categories: z.array(staffCategorySchema),
});

/** Pictures a category can use: images already stored (food pictures, uploads), newest first. */
export const staffPictureChoicesResponseSchema = z.object({
  pictures: z.array(z.object({ imageId: z.string(), url: z.string() })),
});
