import { el, fmt, g, leaf, shade, softShadow, type Sketch } from './svg-kit';

export type PizzaTopping =
  | 'pepperoni'
  | 'olive'
  | 'basil'
  | 'mushroom'
  | 'pepper'
  | 'paneer'
  | 'corn'
  | 'onion'
  | 'chicken'
  | 'chili';

export interface PizzaArt {
  kind: 'pizza';
  sauce: 'tomato' | 'white' | 'pesto';
  toppings: PizzaTopping[];
}

function topping(s: Sketch, t: PizzaTopping, x: number, y: number): string {
  const at = `translate(${fmt(x)},${fmt(y)}) rotate(${fmt(s.between(0, 360))})`;
  switch (t) {
    case 'pepperoni':
      return g(at, [
        el('circle', {
          r: 19,
          fill: s.radial([
            [0, '#c2412a'],
            [1, '#8e2716'],
          ]),
        }),
        el('circle', { cx: -6, cy: -4, r: 2.5, fill: '#f3c3a0', opacity: 0.8 }),
        el('circle', { cx: 6, cy: 5, r: 2, fill: '#f3c3a0', opacity: 0.8 }),
      ]);
    case 'olive':
      return g(at, el('circle', { r: 8, fill: 'none', stroke: '#1f1a1a', 'stroke-width': 5 }));
    case 'basil':
      return leaf('#2f8a2e', 34, 13, at);
    case 'mushroom':
      return g(at, [
        el('path', {
          d: 'M-14,0 A14,12 0 0 1 14,0 Z',
          fill: '#e9dcc4',
          stroke: '#a88b6a',
          'stroke-width': 2,
        }),
        el('rect', {
          x: -4,
          y: -1,
          width: 8,
          height: 12,
          rx: 3,
          fill: '#e9dcc4',
          stroke: '#a88b6a',
          'stroke-width': 2,
        }),
      ]);
    case 'pepper':
      return g(
        at,
        el('path', {
          d: 'M-16,0 Q0,-14 16,0',
          stroke: s.pick(['#2f9a3a', '#d83a2a', '#f2b92a']),
          'stroke-width': 7,
          fill: 'none',
          'stroke-linecap': 'round',
        }),
      );
    case 'paneer':
      return g(at, [
        el('rect', { x: -10, y: -10, width: 20, height: 20, rx: 3, fill: '#fbf3df' }),
        el('path', {
          d: 'M-8,-3 L8,-7 M-8,6 L8,2',
          stroke: '#9a5a22',
          'stroke-width': 3,
          opacity: 0.7,
        }),
      ]);
    case 'corn':
      return g(at, el('circle', { r: 5, fill: '#f8cf2e', stroke: '#d9a514', 'stroke-width': 1.5 }));
    case 'onion':
      return g(
        at,
        el('path', {
          d: 'M-14,4 A15,15 0 0 1 14,4',
          stroke: '#b56aa6',
          'stroke-width': 4,
          fill: 'none',
        }),
      );
    case 'chicken':
      return g(
        at,
        el('rect', {
          x: -12,
          y: -8,
          width: 24,
          height: 16,
          rx: 6,
          fill: '#b8692c',
          stroke: '#7d3f14',
          'stroke-width': 2,
        }),
      );
    case 'chili':
      return g(at, el('circle', { r: 6, fill: 'none', stroke: '#d02818', 'stroke-width': 3.5 }));
  }
}

export function drawPizza(s: Sketch, a: PizzaArt): string {
  const sauce = { tomato: '#c8391f', white: '#f3e6c6', pesto: '#6f9131' }[a.sauce];
  const parts: string[] = [
    softShadow(s, 14, 24, 270, 262, 0.45),
    el('circle', {
      r: 258,
      fill: s.radial([
        [0.8, '#c08a55'],
        [1, '#8f5d30'],
      ]),
    }),
    el('circle', {
      r: 226,
      fill: s.radial([
        [0.75, '#e9b06a'],
        [0.92, '#cf8a40'],
        [1, '#a8652a'],
      ]),
    }),
  ];
  // Charred bubbles on the crust.
  for (let i = 0; i < 22; i++) {
    const ang = s.between(0, Math.PI * 2);
    const r = s.between(205, 220);
    parts.push(
      el('ellipse', {
        cx: Math.cos(ang) * r,
        cy: Math.sin(ang) * r,
        rx: s.between(5, 11),
        ry: s.between(3, 6),
        fill: '#6b3614',
        opacity: 0.5,
      }),
    );
  }
  parts.push(
    el('circle', {
      r: 196,
      fill: s.radial([
        [0, shade(sauce, 0.08)],
        [1, shade(sauce, -0.12)],
      ]),
    }),
  );
  // Melted cheese in overlapping blobs.
  for (let i = 0; i < 60; i++) {
    const [x, y] = s.inCircle(170);
    parts.push(
      el('ellipse', {
        cx: x,
        cy: y,
        rx: s.between(18, 36),
        ry: s.between(14, 28),
        fill: a.sauce === 'white' ? '#fff6dc' : '#f7d679',
        opacity: 0.75,
      }),
    );
  }
  for (let i = 0; i < 14; i++) {
    const [x, y] = s.inCircle(170);
    parts.push(el('circle', { cx: x, cy: y, r: s.between(4, 9), fill: '#d8952f', opacity: 0.5 }));
  }
  const perTopping = Math.max(5, Math.round(30 / Math.max(1, a.toppings.length)));
  for (const t of a.toppings) {
    for (let i = 0; i < perTopping; i++) {
      const [x, y] = s.inCircle(168);
      parts.push(topping(s, t, x, y));
    }
  }
  // Slice cuts.
  for (let i = 0; i < 8; i++) {
    const ang = (i * Math.PI) / 4 + 0.2;
    parts.push(
      el('line', {
        x1: 0,
        y1: 0,
        x2: Math.cos(ang) * 224,
        y2: Math.sin(ang) * 224,
        stroke: '#5a2a10',
        'stroke-width': 2.5,
        opacity: 0.35,
      }),
    );
  }
  return parts.join('');
}
