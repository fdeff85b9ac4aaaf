/**
 * Tiny SVG building blocks for the seeded food art: a seeded random source (so every dish
 * always draws the same picture, which keeps image ids stable) and a collector for
 * gradients and clip paths that need document-unique ids.
 */

export type Stop = readonly [offset: number, color: string, opacity?: number];
type Attrs = Record<string, string | number | undefined>;

/** FNV-1a: a stable 32-bit seed from a dish's name. */
function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Rounds to one decimal place to keep the markup short. */
const fmt = (v: string | number) => (typeof v === 'number' ? String(Math.round(v * 10) / 10) : v);

/** One SVG element as a string; `children` makes it a container. */
export function el(tag: string, attrs: Attrs, children?: string | string[]): string {
  const list = Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${fmt(v as string | number)}"`)
    .join(' ');
  if (children === undefined) return `<${tag} ${list}/>`;
  const inner = Array.isArray(children) ? children.join('') : children;
  return `<${tag} ${list}>${inner}</${tag}>`;
}

export const g = (transform: string, children: string | string[], extra: Attrs = {}) =>
  el('g', { transform, ...extra }, children);

/** Mixes a #rrggbb colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const target = amount > 0 ? 255 : 0;
  const t = Math.min(1, Math.abs(amount));
  const mix = (c: number) => Math.round(c + (target - c) * t);
  const r = mix((n >> 16) & 255);
  const gg = mix((n >> 8) & 255);
  const b = mix(n & 255);
  return `#${((1 << 24) | (r << 16) | (gg << 8) | b).toString(16).slice(1)}`;
}

/** Drawing state for one picture: seeded randomness plus the <defs> it needs. */
export class Sketch {
  private readonly defs: string[] = [];
  private next = 0;
  private state: number;

  constructor(seed: string) {
    this.state = hashSeed(seed);
  }

  /** mulberry32: small, fast and good enough for scattering sesame seeds. */
  random(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  between(min: number, max: number): number {
    return min + this.random() * (max - min);
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.random() * list.length)] as T;
  }

  /** A uniformly random point inside a circle of radius r around the origin. */
  inCircle(r: number): [number, number] {
    const a = this.random() * Math.PI * 2;
    const d = r * Math.sqrt(this.random());
    return [Math.cos(a) * d, Math.sin(a) * d];
  }

  private id(prefix: string): string {
    this.next += 1;
    return `${prefix}${this.next}`;
  }

  private stops(stops: readonly Stop[]): string {
    return stops
      .map(([o, c, op]) =>
        el('stop', {
          offset: o,
          'stop-color': c,
          'stop-opacity': op === undefined ? undefined : op,
        }),
      )
      .join('');
  }

  /** A radial gradient; returns the `url(#…)` to use as a fill. */
  radial(stops: readonly Stop[], attrs: Attrs = {}): string {
    const id = this.id('r');
    this.defs.push(el('radialGradient', { id, ...attrs }, this.stops(stops)));
    return `url(#${id})`;
  }

  /** A linear gradient from (x1,y1) to (x2,y2) in bounding-box fractions. */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id('l');
    this.defs.push(el('linearGradient', { id, x1, y1, x2, y2 }, this.stops(stops)));
    return `url(#${id})`;
  }

  /** A clip path from raw shape markup (user space). */
  clip(shapes: string): string {
    const id = this.id('c');
    this.defs.push(el('clipPath', { id }, shapes));
    return `url(#${id})`;
  }

  /** A repeating tile, for cloth and wood textures. */
  pattern(width: number, height: number, tile: string, transform?: string): string {
    const id = this.id('p');
    this.defs.push(
      el(
        'pattern',
        { id, width, height, patternUnits: 'userSpaceOnUse', patternTransform: transform },
        tile,
      ),
    );
    return `url(#${id})`;
  }

  /** The whole document. */
  svg(width: number, height: number, body: string[], viewBox = `0 0 ${width} ${height}`): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">` +
      `<defs>${this.defs.join('')}</defs>${body.join('')}</svg>`
    );
  }
}

/** A soft contact shadow (a gradient, not a blur filter: blurs make rendering 3x slower). */
export function softShadow(s: Sketch, cx: number, cy: number, rx: number, ry: number, k = 0.35) {
  const fill = s.radial([
    [0, '#000000', k],
    [0.65, '#000000', k * 0.6],
    [1, '#000000', 0],
  ]);
  return el('ellipse', { cx, cy, rx, ry, fill });
}

/** A leaf pointing up, centred on the origin: coriander, basil, mint, lettuce bits. */
export function leaf(color: string, length: number, width: number, transform: string) {
  const l = length / 2;
  const d = `M0,${-l} C${width},${-l / 2} ${width},${l / 2} 0,${l} C${-width},${l / 2} ${-width},${-l / 2} 0,${-l} Z`;
  return g(transform, [
    el('path', { d, fill: color }),
    el('path', {
      d: `M0,${-l * 0.8} L0,${l * 0.9}`,
      stroke: shade(color, -0.3),
      'stroke-width': Math.max(1, width / 6),
      'stroke-linecap': 'round',
      opacity: 0.6,
    }),
  ]);
}

/** Herb leaves scattered in a circle. */
export function herbs(s: Sketch, count: number, r: number, color = '#3f8f3a', size = 18) {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const [x, y] = s.inCircle(r);
    const c = s.random() < 0.5 ? color : shade(color, 0.18);
    out.push(
      leaf(
        c,
        size * s.between(0.8, 1.2),
        size * 0.45,
        `translate(${fmt(x)},${fmt(y)}) rotate(${fmt(s.between(0, 360))})`,
      ),
    );
  }
  return out.join('');
}

type Range = readonly [min: number, max: number];

/**
 * `count` browned spots scattered over a box (a naan's char, a dosa's lace, a wrap's grill
 * marks), each of a random size and strength within the ranges given: clip them to the bread.
 */
export function toastedSpots(
  s: Sketch,
  count: number,
  fill: string,
  spots: { within: { x: Range; y: Range }; size: { rx: Range; ry: Range }; opacity: Range },
): string[] {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    out.push(
      el('ellipse', {
        cx: s.between(...spots.within.x),
        cy: s.between(...spots.within.y),
        rx: s.between(...spots.size.rx),
        ry: s.between(...spots.size.ry),
        fill,
        opacity: s.between(...spots.opacity),
      }),
    );
  }
  return out;
}

/** A round plate seen from above. */
export function plate(s: Sketch, r: number, color = '#fbfaf7') {
  return [
    softShadow(s, 14, 22, r * 1.08, r * 1.06, 0.35),
    el('circle', {
      r,
      fill: s.radial([
        [0.78, shade(color, -0.02)],
        [0.9, shade(color, -0.1)],
        [1, shade(color, -0.22)],
      ]),
    }),
    el('circle', {
      r: r * 0.74,
      fill: s.radial([
        [0, color],
        [0.9, shade(color, -0.04)],
        [1, shade(color, -0.12)],
      ]),
    }),
    el('path', {
      d: `M${-r * 0.82},${-r * 0.38} A${r * 0.9},${r * 0.9} 0 0 1 ${-r * 0.2},${-r * 0.88}`,
      stroke: '#ffffff',
      'stroke-width': r * 0.05,
      fill: 'none',
      'stroke-linecap': 'round',
      opacity: 0.7,
    }),
  ].join('');
}

/** A bowl seen from above: rim, inner wall, and the shaded surface of whatever is inside. */
export function bowl(s: Sketch, r: number, glaze: string, contents: string) {
  return [
    softShadow(s, 16, 24, r * 1.1, r * 1.08, 0.4),
    el('circle', {
      r,
      fill: s.radial([
        [0.7, shade(glaze, 0.15)],
        [0.93, glaze],
        [1, shade(glaze, -0.35)],
      ]),
    }),
    el('circle', {
      r: r * 0.88,
      fill: s.radial([
        [0.85, shade(glaze, -0.1)],
        [1, shade(glaze, -0.3)],
      ]),
    }),
    el('circle', { r: r * 0.84, fill: contents }),
    el('path', {
      d: `M${-r * 0.9},${-r * 0.3} A${r * 0.95},${r * 0.95} 0 0 1 ${-r * 0.3},${-r * 0.9}`,
      stroke: '#ffffff',
      'stroke-width': r * 0.04,
      fill: 'none',
      'stroke-linecap': 'round',
      opacity: 0.55,
    }),
  ].join('');
}

export { fmt };
