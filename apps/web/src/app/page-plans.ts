import type { QueryClient } from '@tanstack/react-query';
import type {
  PlanStorefrontPage,
  StorefrontPagePlan,
  StorefrontPicture,
} from '@ninetonine/contract/core';
import {
  FOOD_CARD_PICTURE_SIZES,
  FOOD_GALLERY_PICTURE_SIZES,
  HOME_HERO_PICTURE_SIZES,
} from '@ninetonine/contract/core';
import type { Food, GetAllFoodResponse } from '@ninetonine/contract';
import {
  allFoodsQuery,
  categoriesPageQuery,
  foodListPageQuery,
  foodPageQuery,
  parseMenuParams,
  popularFoodsQuery,
  specialFoodsQuery,
  toFoodQuery,
} from '@/features/catalog';
import { restaurantPageQuery } from '@/features/restaurant';
import { matchRoutes, type Params } from '@/lib/router';
import { seedPageQueries, type PageData, type PageQuery } from '@/lib/page-data';
import { HOME_POPULAR_COUNT, HOME_SPECIALS_COUNT } from './routes/catalog/home-showcases';

/**
 * The pages the server renders and what each starts with (decisions 0022, 0024, 0043): the
 * queries its first render reads, under the keys it reads them by, so the API can put their
 * answers in the HTML and render from them, and the browser can put them back in the cache.
 * The API knows none of this; it runs the plan the server build hands it.
 *
 * Only pages people land on, all alike for everyone, and only without a query string (a
 * filtered menu is the browser's to render).
 */
interface PagePlan {
  /** The route module's source path (its manifest key), or its chunk group's name. */
  chunk: string;
  queries: PageQuery[];
  /** The picture the page shows largest above the fold, from its answers. */
  picture?: (answers: ReadonlyMap<string, unknown>) => StorefrontPicture | undefined;
}

interface PlannedRoute {
  /** As in the route table (app/router.tsx); '' is the index page. */
  path: string;
  plan: (params: Params) => PagePlan | undefined;
}

/** A dish id as the API's routes take it: anything else is not worth asking for. */
const DISH_ID = /^[A-Za-z0-9_-]{1,64}$/;

const pagePlans: PlannedRoute[] = [
  {
    path: '',
    plan: () => {
      const popular = foodListPageQuery(popularFoodsQuery(HOME_POPULAR_COUNT));
      return {
        chunk: 'src/app/routes/catalog/home-page.tsx',
        queries: [
          popular,
          foodListPageQuery(specialFoodsQuery(HOME_SPECIALS_COUNT)),
          categoriesPageQuery(),
          restaurantPageQuery(),
        ],
        // The first plate of the hero collage: a popular dish with a picture.
        picture: (answers) =>
          foodPicture(
            (answers.get(popular.request) as GetAllFoodResponse | undefined)?.foods.find(
              (f) => f.foodImages[0],
            ),
            HOME_HERO_PICTURE_SIZES,
          ),
      };
    },
  },
  {
    path: 'menu',
    plan: () => {
      // The menu's first page with no filter: what the page asks for on an empty address.
      const first = foodListPageQuery(
        allFoodsQuery(toFoodQuery(parseMenuParams(new URLSearchParams()))),
      );
      return {
        chunk: 'src/app/routes/catalog/menu-page.tsx',
        queries: [first, categoriesPageQuery(), restaurantPageQuery()],
        // The first card.
        picture: (answers) =>
          foodPicture(
            (answers.get(first.request) as GetAllFoodResponse | undefined)?.foods[0],
            FOOD_CARD_PICTURE_SIZES,
          ),
      };
    },
  },
  {
    path: 'menu/:id',
    plan: ({ id }) => {
      if (!id || !DISH_ID.test(id)) return undefined;
      const dish = foodPageQuery(id);
      return {
        chunk: 'src/app/routes/catalog/food-details-page.tsx',
        queries: [dish, restaurantPageQuery()],
        // The gallery's main picture.
        picture: (answers) =>
          foodPicture(
            (answers.get(dish.request) as { food?: Food } | undefined)?.food,
            FOOD_GALLERY_PICTURE_SIZES,
          ),
      };
    },
  },
];

function foodPicture(food: Food | undefined, sizes: string): StorefrontPicture | undefined {
  const href = food?.foodImages[0];
  if (!href) return undefined;
  const srcset = food.pictures[0]?.srcset;
  return { href, srcset, sizes: srcset ? sizes : undefined };
}

/** The plan of the page at this address (path and query), if the server renders it. */
function pagePlanFor(url: string): PagePlan | undefined {
  const { pathname, search } = new URL(url, 'http://storefront.invalid');
  if (search) return undefined;
  for (const { path, plan } of pagePlans) {
    const match = matchRoutes([path ? { path } : { index: true }], pathname);
    if (match) return plan(match[0]!.params);
  }
  return undefined;
}

/** The plan as the API runs it (exported by entry-server.tsx). */
export const planStorefrontPage: PlanStorefrontPage = (url) => {
  const plan = pagePlanFor(url);
  if (!plan) return undefined;
  const page: StorefrontPagePlan = {
    chunk: plan.chunk,
    requests: plan.queries.map((q) => q.request),
  };
  if (plan.picture) page.picture = plan.picture;
  return page;
};

/** Puts the answers the page came with into the cache under its queries' keys (decision 0022). */
export function seedPlannedQueries(queryClient: QueryClient, url: string, data: PageData) {
  if (data.size === 0) return;
  const plan = pagePlanFor(url);
  if (plan) seedPageQueries(queryClient, plan.queries, data);
}
