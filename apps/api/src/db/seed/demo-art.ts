import { CATEGORY_IMAGE, FOOD_IMAGE, categorySvg, foodSvg } from './art/dish-art';
import { RENDITION_WIDTHS } from '../../modules/images/image-pipeline';
import { renderWebp, type RenderedImage } from './art/render-webp';
import { DEMO_MENU } from './demo-menu/index';

export interface DemoArt {
  /** By category slug. */
  categories: Map<string, RenderedImage>;
  /** By food name: the full-size picture (800 px wide). */
  foods: Map<string, RenderedImage>;
  /** By food name: the same picture at each of FOOD_RENDITION_WIDTHS, for srcset. */
  foodRenditions: Map<string, RenderedImage[]>;
}

/**
 * Narrower copies of each dish, as uploads get (decision 0019): a phone showing a dish 130 px
 * wide in the home page's collage then loads 6 KB, not the 800 px picture's 25-40 KB.
 */
export const FOOD_RENDITION_WIDTHS = RENDITION_WIDTHS.filter((w) => w < FOOD_IMAGE.width);

let pending: Promise<DemoArt> | undefined;

async function renderAll(): Promise<DemoArt> {
  const categories = new Map<string, RenderedImage>();
  const foods = new Map<string, RenderedImage>();
  const foodRenditions = new Map<string, RenderedImage[]>();
  const jobs: Promise<void>[] = [];
  for (const category of DEMO_MENU) {
    const arts = category.foods.map((f) => f.art);
    const svg = categorySvg(category.slug, arts, category.backdrop);
    jobs.push(
      renderWebp(svg, CATEGORY_IMAGE.width, CATEGORY_IMAGE.height).then((img) => {
        categories.set(category.slug, img);
      }),
    );
    for (const food of category.foods) {
      const svgFood = foodSvg(food.name, food.art, category.backdrop);
      jobs.push(
        renderWebp(svgFood, FOOD_IMAGE.width, FOOD_IMAGE.height).then((img) => {
          foods.set(food.name, img);
        }),
        Promise.all(
          FOOD_RENDITION_WIDTHS.map((width) =>
            renderWebp(svgFood, width, (width * FOOD_IMAGE.height) / FOOD_IMAGE.width),
          ),
        ).then((imgs) => {
          foodRenditions.set(food.name, imgs);
        }),
      );
    }
  }
  await Promise.all(jobs);
  return { categories, foods, foodRenditions };
}

/** Every demo picture, drawn once per process (and read from the disk cache after the first run). */
export function renderDemoArt(): Promise<DemoArt> {
  pending ??= renderAll().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}
