import { el, fmt, g, shade, softShadow, type Sketch } from './svg-kit';

export type Patty = 'chicken' | 'lamb' | 'veg' | 'paneer' | 'mushroom';

export interface BurgerArt {
  kind: 'burger';
  patty: Patty;
  cheese?: boolean;
  extra?: 'onion' | 'jalapeno' | 'egg';
  fries?: boolean;
}

/** Patty colour and texture, and the bun each comes in (so the burgers do not all look alike). */
const PATTY: Record<Patty, { color: string; speck: string; bun: [string, string, string] }> = {
  chicken: { color: '#c98436', speck: '#f0c27a', bun: ['#f2b766', '#d98c3a', '#a85f20'] },
  lamb: { color: '#5c321f', speck: '#2e180d', bun: ['#e39a52', '#b8652a', '#7e3f16'] },
  veg: { color: '#8d5a2c', speck: '#6fae3a', bun: ['#d9a66a', '#a9743e', '#75491f'] },
  paneer: { color: '#efdcb4', speck: '#8a5524', bun: ['#f6c77a', '#e3a14c', '#b5742c'] },
  mushroom: { color: '#6a4934', speck: '#3c2618', bun: ['#6b6a6a', '#3e3c3c', '#1f1e1e'] },
};

function fries(s: Sketch): string {
  const sticks: string[] = [];
  for (let i = 0; i < 11; i++) {
    const x = -38 + i * 7.5 + s.between(-3, 3);
    const top = -70 - s.between(0, 40);
    sticks.push(
      el('rect', {
        x,
        y: top,
        width: 13,
        height: 110,
        rx: 4,
        fill: s.linear(
          [
            [0, '#f7cf5e'],
            [1, '#e0a032'],
          ],
          0,
          0,
          1,
          0,
        ),
        transform: `rotate(${fmt(s.between(-10, 10))} ${fmt(x)} 30)`,
      }),
    );
  }
  const cup = `M-58,-10 L58,-10 L44,96 L-44,96 Z`;
  return g('translate(225,55)', [
    softShadow(s, 10, 96, 70, 16, 0.45),
    ...sticks,
    el('path', { d: cup, fill: '#d83a2e' }),
    el('path', {
      d: 'M-30,-10 L-22,96 M0,-10 L0,96 M30,-10 L22,96',
      stroke: '#ffffff',
      'stroke-width': 10,
      opacity: 0.9,
    }),
    el('path', {
      d: cup,
      fill: s.linear(
        [
          [0, '#ffffff', 0.25],
          [1, '#000000', 0.15],
        ],
        0,
        0,
        1,
        0,
      ),
    }),
  ]);
}

export function drawBurger(s: Sketch, a: BurgerArt): string {
  const p = PATTY[a.patty];
  const bun = s.radial(
    [
      [0, p.bun[0]],
      [0.6, p.bun[1]],
      [1, p.bun[2]],
    ],
    { cx: 0.38, cy: 0.3, r: 0.8 },
  );
  const parts: string[] = [];
  // Board in perspective.
  parts.push(softShadow(s, 10, 168, 300, 62, 0.45));
  parts.push(el('ellipse', { cx: 0, cy: 168, rx: 280, ry: 62, fill: '#7a4a26' }));
  parts.push(
    el('ellipse', {
      cx: 0,
      cy: 156,
      rx: 280,
      ry: 62,
      fill: s.radial([
        [0, '#c48a55'],
        [1, '#9a6535'],
      ]),
    }),
  );
  parts.push(softShadow(s, 0, 148, 190, 26, 0.5));
  // Bottom bun.
  parts.push(
    el('path', { d: 'M-150,92 L150,92 Q160,140 118,148 L-118,148 Q-160,140 -150,92 Z', fill: bun }),
  );
  // Patty with a seared texture.
  parts.push(
    el('rect', {
      x: -168,
      y: 38,
      width: 336,
      height: 62,
      rx: 28,
      fill: s.linear([
        [0, shade(p.color, 0.15)],
        [1, shade(p.color, -0.25)],
      ]),
    }),
  );
  for (let i = 0; i < 70; i++) {
    parts.push(
      el('circle', {
        cx: s.between(-155, 155),
        cy: s.between(46, 92),
        r: s.between(1.2, 3.2),
        fill: p.speck,
        opacity: 0.7,
      }),
    );
  }
  if (a.patty === 'paneer') {
    for (let i = -3; i <= 3; i++) {
      parts.push(
        el('path', {
          d: `M${i * 44 - 12},44 L${i * 44 + 12},94`,
          stroke: '#7a3e12',
          'stroke-width': 6,
          opacity: 0.55,
          'stroke-linecap': 'round',
        }),
      );
    }
  }
  if (a.cheese) {
    let d = 'M-172,34 L172,34 L172,44';
    for (let x = 150; x >= -150; x -= 50) {
      const drop = s.between(22, 46);
      d += ` L${x + 12},44 Q${x},${fmt(44 + drop)} ${x - 12},44`;
    }
    d += ' L-172,44 Z';
    parts.push(
      el('path', { d, fill: '#f7c531' }),
      el('path', { d, fill: '#ffffff', opacity: 0.12 }),
    );
  }
  if (a.extra === 'egg') {
    parts.push(
      el('ellipse', { cx: 10, cy: 26, rx: 170, ry: 18, fill: '#fdfbf3' }),
      el('ellipse', { cx: 20, cy: 20, rx: 42, ry: 14, fill: '#f6a91b' }),
    );
  }
  // Tomato slices and lettuce.
  parts.push(el('rect', { x: -158, y: 12, width: 316, height: 20, rx: 10, fill: '#d8402c' }));
  for (let x = -130; x <= 130; x += 52)
    parts.push(el('ellipse', { cx: x, cy: 20, rx: 14, ry: 4, fill: '#f59a7c', opacity: 0.8 }));
  let lettuce = 'M-185,14';
  for (let x = -185; x < 185; x += 24) lettuce += ` q12,${fmt(s.between(10, 22))} 24,0`;
  lettuce += ' L185,0 L-185,0 Z';
  parts.push(
    el('path', { d: lettuce, fill: '#6cb93c' }),
    el('path', { d: lettuce, fill: '#d6f5a8', opacity: 0.25, transform: 'translate(0,-3)' }),
  );
  if (a.extra === 'onion') {
    for (let x = -120; x <= 120; x += 60)
      parts.push(
        el('ellipse', {
          cx: x,
          cy: 2,
          rx: 30,
          ry: 8,
          fill: 'none',
          stroke: '#b26aa8',
          'stroke-width': 5,
        }),
      );
  }
  if (a.extra === 'jalapeno') {
    for (let x = -130; x <= 130; x += 52)
      parts.push(
        el('circle', {
          cx: x + 10,
          cy: 3,
          r: 12,
          fill: '#4f9a2a',
          stroke: '#2f6b17',
          'stroke-width': 3,
        }),
      );
  }
  // Top bun with sesame, lifted so the lettuce shows.
  const top: string[] = [];
  top.push(el('path', { d: 'M-166,10 C-172,-140 172,-140 166,10 Q0,28 -166,10 Z', fill: bun }));
  top.push(
    el('path', {
      d: 'M-120,-60 C-90,-100 -30,-112 20,-108',
      stroke: '#ffe2a8',
      'stroke-width': 14,
      fill: 'none',
      'stroke-linecap': 'round',
      opacity: 0.45,
    }),
  );
  for (let i = 0; i < 26; i++) {
    const x = s.between(-130, 130);
    const y = -95 + Math.abs(x) * 0.45 + s.between(-10, 20);
    top.push(
      el('ellipse', {
        cx: x,
        cy: y,
        rx: 5,
        ry: 2.6,
        fill: '#fbf1d6',
        transform: `rotate(${fmt(s.between(0, 180))} ${fmt(x)} ${fmt(y)})`,
      }),
    );
  }
  parts.push(g('translate(0,-20)', top));
  const burger = g(a.fries ? 'translate(-55,0)' : 'translate(0,0)', parts);
  return burger + (a.fries ? fries(s) : '');
}
