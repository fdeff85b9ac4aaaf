import { drawBowl, drawNoodles, type BowlArt, type NoodleArt } from './draw-bowls';
import { drawFryUp, drawPancakes, type FryUpArt, type PancakeArt } from './draw-breakfast';
import { drawBurger, type BurgerArt } from './draw-burger';
import { drawCurry, drawRice, type CurryArt, type RiceArt } from './draw-curry-rice';
import {
  drawBrownie,
  drawCake,
  drawSundae,
  drawSyrupBalls,
  type BrownieArt,
  type CakeArt,
  type SundaeArt,
  type SyrupBallsArt,
} from './draw-desserts';
import { drawCup, drawGlass, type CupArt, type GlassArt } from './draw-drinks';
import { drawPizza, type PizzaArt } from './draw-pizza';
import { drawSouthIndian, type SouthIndianArt } from './draw-south-indian';
import { drawSandwich, drawWrap, type SandwichArt, type WrapArt } from './draw-wraps';
import { scene, type Surface } from './scenes';
import { g, Sketch } from './svg-kit';

/** What to draw for a dish: the kind of plate and the few things that make it this dish. */
export type DishArt =
  | BurgerArt
  | PizzaArt
  | BowlArt
  | CurryArt
  | NoodleArt
  | RiceArt
  | WrapArt
  | SandwichArt
  | FryUpArt
  | PancakeArt
  | SouthIndianArt
  | CakeArt
  | SundaeArt
  | SyrupBallsArt
  | BrownieArt
  | GlassArt
  | CupArt;

export interface Backdrop {
  surface: Surface;
  tone: string;
}

function drawDish(s: Sketch, art: DishArt): string {
  switch (art.kind) {
    case 'burger':
      return drawBurger(s, art);
    case 'pizza':
      return drawPizza(s, art);
    case 'bowl':
      return drawBowl(s, art);
    case 'curry':
      return drawCurry(s, art);
    case 'noodles':
      return drawNoodles(s, art);
    case 'rice':
      return drawRice(s, art);
    case 'wrap':
      return drawWrap(s, art);
    case 'sandwich':
      return drawSandwich(s, art);
    case 'fry-up':
      return drawFryUp(s, art);
    case 'pancakes':
      return drawPancakes(s, art);
    case 'south-indian':
      return drawSouthIndian(s, art);
    case 'cake':
      return drawCake(s, art);
    case 'sundae':
      return drawSundae(s, art);
    case 'syrup-balls':
      return drawSyrupBalls(s, art);
    case 'brownie':
      return drawBrownie(s);
    case 'glass':
      return drawGlass(s, art);
    case 'cup':
      return drawCup(s, art);
  }
}

/** Tall drinks sit a little lower and smaller so the straw and garnish stay in frame. */
function placement(art: DishArt): { dy: number; scale: number } {
  if (art.kind === 'glass') return { dy: 40, scale: 0.88 };
  if (art.kind === 'sundae' || art.kind === 'cup') return { dy: 30, scale: 0.9 };
  return { dy: 0, scale: 1 };
}

export const FOOD_IMAGE = { width: 800, height: 600 } as const;
export const CATEGORY_IMAGE = { width: 640, height: 400 } as const;

/** An 800x600 picture of one dish on its category's table. */
export function foodSvg(seed: string, art: DishArt, backdrop: Backdrop): string {
  const s = new Sketch(seed);
  const { width: w, height: h } = FOOD_IMAGE;
  const { dy, scale } = placement(art);
  const body = [
    scene(s, w, h, backdrop.surface, backdrop.tone),
    g(`translate(${w / 2},${h / 2 + dy}) scale(${scale})`, drawDish(s, art)),
  ];
  return s.svg(w, h, body);
}

/** A 640x400 banner: two of the category's dishes side by side. */
export function categorySvg(seed: string, arts: DishArt[], backdrop: Backdrop): string {
  const s = new Sketch(seed);
  const { width: w, height: h } = CATEGORY_IMAGE;
  const body = [scene(s, w, h, backdrop.surface, backdrop.tone)];
  const shown = arts.slice(0, 2);
  shown.forEach((art, i) => {
    const x = shown.length === 1 ? w / 2 : i === 0 ? 180 : 462;
    const { dy, scale } = placement(art);
    body.push(
      g(`translate(${x},${h / 2 + 6 + dy * 0.55}) scale(${0.55 * scale})`, drawDish(s, art)),
    );
  });
  return s.svg(w, h, body);
}
