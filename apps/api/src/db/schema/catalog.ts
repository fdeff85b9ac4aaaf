import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { DietaryFact } from '@ninetonine/contract';
import { bytea, createdAt, idColumn, ownerId, timestampTz, updatedAt } from './columns';

const factList = sql.raw(`'contains','free','unstated'`);

/** Every image we serve (seeded art and, later, staff uploads), content-addressed. */
export const images = pgTable('images', {
  id: text('id').primaryKey(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: createdAt(),
});

/**
 * The widths a picture is stored at (each its own content-addressed image), for srcset: uploads
 * and the seeded dishes. A picture is named by its largest rendition's id; one with no rows here
 * (a seeded category's art) is served at its one size.
 */
export const imageRenditions = pgTable(
  'image_renditions',
  {
    pictureId: text('picture_id')
      .notNull()
      .references(() => images.id),
    width: integer('width').notNull(),
    imageId: text('image_id')
      .notNull()
      .references(() => images.id),
  },
  (t) => [primaryKey({ columns: [t.pictureId, t.width] })],
);

export const categories = pgTable('categories', {
  id: idColumn(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  imageId: text('image_id').references(() => images.id),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const foods = pgTable(
  'foods',
  {
    id: idColumn(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    /**
     * Legacy two-state facts, read only by migration 0010's backfill into the three-state
     * columns below (decision 0049); drop them in a later migration.
     */
    isVeg: boolean('is_veg').notNull().default(false),
    isVegan: boolean('is_vegan').notNull().default(false),
    isSpicy: boolean('is_spicy').notNull().default(false),
    containsNuts: boolean('contains_nuts').notNull().default(false),
    /** Meat, fish or egg: 'free' is the vegetarian claim (decision 0049). */
    meat: text('meat').$type<DietaryFact>().notNull().default('unstated'),
    /** Any animal product: 'free' is the vegan claim. */
    animalProducts: text('animal_products').$type<DietaryFact>().notNull().default('unstated'),
    nuts: text('nuts').$type<DietaryFact>().notNull().default('unstated'),
    isSpecial: boolean('is_special').notNull().default(false),
    isAvailable: boolean('is_available').notNull().default(true),
    /** Sold out for today: counts as available again from this instant (null: no date). */
    availableAgainAt: timestampTz('available_again_at'),
    /** Goes up on every saved edit: a save based on an older version is refused. */
    version: integer('version').notNull().default(1),
    /** Orders placed (seeded for now); drives "popular" sorting. */
    popularity: integer('popularity').notNull().default(0),
    /** Soft delete keeps past orders pointing at a real row. */
    deletedAt: timestampTz('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('foods_category_idx').on(t.categoryId),
    // Two "Paneer Tikka" in one category would confuse customers and staff alike.
    uniqueIndex('foods_category_name_unique')
      .on(t.categoryId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} IS NULL`),
    index('foods_popularity_idx').on(t.popularity.desc(), t.id),
    index('foods_created_idx').on(t.createdAt.desc(), t.id),
    index('foods_special_idx').on(t.isSpecial),
    index('foods_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // Nearest-name lookups for typeahead (ORDER BY term <<-> name LIMIT n) walk this index.
    index('foods_name_trgm_gist_idx').using('gist', t.name.op('gist_trgm_ops')),
    index('foods_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
    check('foods_meat_fact', sql`${t.meat} IN (${factList})`),
    check('foods_animal_products_fact', sql`${t.animalProducts} IN (${factList})`),
    check('foods_nuts_fact', sql`${t.nuts} IN (${factList})`),
  ],
);

export const foodVariants = pgTable(
  'food_variants',
  {
    id: idColumn(),
    foodId: ownerId('food_id', () => foods.id),
    size: text('size').notNull(),
    priceMinor: integer('price_minor').notNull(),
    discountedPriceMinor: integer('discounted_price_minor'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('food_variants_food_size_idx').on(t.foodId, t.size),
    index('food_variants_price_idx').on(t.priceMinor),
    check('food_variants_price_positive', sql`${t.priceMinor} > 0`),
    check(
      'food_variants_discount_below_price',
      sql`${t.discountedPriceMinor} IS NULL OR (${t.discountedPriceMinor} > 0 AND ${t.discountedPriceMinor} < ${t.priceMinor})`,
    ),
  ],
);

export const foodImages = pgTable(
  'food_images',
  {
    id: idColumn(),
    foodId: ownerId('food_id', () => foods.id),
    imageId: text('image_id')
      .notNull()
      .references(() => images.id),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('food_images_food_idx').on(t.foodId, t.sortOrder)],
);

/**
 * A choice a dish asks for ("Spice level", "Extras"): pick between minPicks and maxPicks of its
 * options; minPicks 0 makes it optional (decision 0049).
 */
export const foodOptionGroups = pgTable(
  'food_option_groups',
  {
    id: idColumn(),
    foodId: ownerId('food_id', () => foods.id),
    name: text('name').notNull(),
    minPicks: integer('min_picks').notNull().default(0),
    maxPicks: integer('max_picks').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('food_option_groups_food_idx').on(t.foodId, t.sortOrder),
    check(
      'food_option_groups_picks',
      sql`${t.minPicks} >= 0 AND ${t.maxPicks} >= 1 AND ${t.minPicks} <= ${t.maxPicks}`,
    ),
  ],
);

/** One option of a group, with what it adds to the unit price (0 for "No onion"). */
export const foodOptions = pgTable(
  'food_options',
  {
    id: idColumn(),
    groupId: ownerId('group_id', () => foodOptionGroups.id),
    name: text('name').notNull(),
    priceDeltaMinor: integer('price_delta_minor').notNull().default(0),
    isAvailable: boolean('is_available').notNull().default(true),
    /** Sold out today: available again from this instant (the next opening), read at query time. */
    availableAgainAt: timestampTz('available_again_at'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('food_options_group_idx').on(t.groupId, t.sortOrder),
    check('food_options_price_delta', sql`${t.priceDeltaMinor} >= 0`),
  ],
);
