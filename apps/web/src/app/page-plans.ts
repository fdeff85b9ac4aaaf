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
import { documentTitle } from '@/hooks/use-document-title';
import { HOME_POPULAR_COUNT, HOME_SPECIALS_COUNT } from './routes/catalog/home-showcases';
import { PAGE_TITLES } from './routes/page-titles';
import { routes } from './router';

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
  /** The page's `<title>` in the HTML, as the page itself sets it in the browser. */
  title: (answers: ReadonlyMap<string, unknown>) => string;
  /** The HTTP status, from the statuses of its requests (200 when absent). */
  status?: (statuses: ReadonlyMap<string, number>) => number;
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
        title: () => documentTitle(null),
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
        title: () => documentTitle(PAGE_TITLES.menu),
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
      // An id the API would never know: no dish by that name, said without asking.
      if (!id || !DISH_ID.test(id)) {
        return {
          chunk: 'src/app/routes/catalog/food-details-page.tsx',
          queries: [restaurantPageQuery()],
          title: () => documentTitle(PAGE_TITLES.dishNotFound),
          status: () => 404,
        };
      }
      const dish = foodPageQuery(id);
      const food = (answers: ReadonlyMap<string, unknown>) =>
        (answers.get(dish.request) as { food?: Food } | undefined)?.food;
      return {
        chunk: 'src/app/routes/catalog/food-details-page.tsx',
        queries: [dish, restaurantPageQuery()],
        title: (answers) => documentTitle(food(answers)?.name ?? PAGE_TITLES.dishNotFound),
        // Only the API's own 404 makes a missing dish: a failed request is not an answer.
        status: (statuses) => (statuses.get(dish.request) === 404 ? 404 : 200),
        // The gallery's main picture.
        picture: (answers) => foodPicture(food(answers), FOOD_GALLERY_PICTURE_SIZES),
      };
    },
  },
];

/**
 * An address no page answers: the not-found page, rendered with a 404 status and its title
 * (decision 0050), with or without a query string.
 */
function notFoundPlan(): PagePlan {
  return {
    chunk: 'src/app/routes/not-found-page.tsx',
    queries: [restaurantPageQuery()],
    title: () => documentTitle(PAGE_TITLES.notFound),
    status: () => 404,
  };
}

/** True when only the catch-all route takes this path (or none does). */
function unknownPath(pathname: string): boolean {
  const matched = matchRoutes(routes, pathname);
  return !matched || matched[matched.length - 1]!.route.path === '*';
}

function foodPicture(food: Food | undefined, sizes: string): StorefrontPicture | undefined {
  const href = food?.foodImages[0];
  if (!href) return undefined;
  const srcset = food.pictures[0]?.srcset;
  return { href, srcset, sizes: srcset ? sizes : undefined };
}

/** The plan of the page at this address (path and query), if the server renders it. */
function pagePlanFor(url: string): PagePlan | undefined {
  const { pathname, search } = new URL(url, 'http://storefront.invalid');
  if (unknownPath(pathname)) return notFoundPlan();
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
    title: plan.title,
  };
  if (plan.picture) page.picture = plan.picture;
  if (plan.status) page.status = plan.status;
  return page;
};

/** Puts the answers the page came with into the cache under its queries' keys (decision 0022). */
export function seedPlannedQueries(queryClient: QueryClient, url: string, data: PageData) {
  if (data.size === 0) return;
  const plan = pagePlanFor(url);
  if (plan) seedPageQueries(queryClient, plan.queries, data);
}
