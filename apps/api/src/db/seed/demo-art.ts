import { CATEGORY_IMAGE, FOOD_IMAGE, categorySvg, foodSvg } from './art/dish-art';
import { renderWebp, type RenderedImage } from './art/render-webp';
import { DEMO_MENU } from './demo-menu/index';

export interface DemoArt {
  /** By category slug. */
  categories: Map<string, RenderedImage>;
  /** By food name. */
  foods: Map<string, RenderedImage>;
}

let pending: Promise<DemoArt> | undefined;

async function renderAll(): Promise<DemoArt> {
  const categories = new Map<string, RenderedImage>();
  const foods = new Map<string, RenderedImage>();
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
      );
    }
  }
  await Promise.all(jobs);
  return { categories, foods };
}

/** Every demo picture, drawn once per process (and read from the disk cache after the first run). */
export function renderDemoArt(): Promise<DemoArt> {
  pending ??= renderAll().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}
