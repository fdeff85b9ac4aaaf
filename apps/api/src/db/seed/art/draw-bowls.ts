import { bowl, el, fmt, g, herbs, leaf, shade, type Sketch } from './svg-kit';

export type BowlPart =
  | 'tomato'
  | 'chickpea'
  | 'avocado'
  | 'corn'
  | 'cucumber'
  | 'carrot'
  | 'tofu'
  | 'paneer'
  | 'cabbage'
  | 'egg'
  | 'edamame'
  | 'mango'
  | 'chicken'
  | 'pomegranate';

export interface BowlArt {
  kind: 'bowl';
  base: 'greens' | 'rice' | 'quinoa';
  parts: BowlPart[];
  glaze?: string;
}

export interface NoodleArt {
  kind: 'noodles';
  noodle: string;
  broth?: string;
  toppings: ('egg' | 'scallion' | 'chili' | 'bokchoy' | 'prawn' | 'tofu' | 'chicken')[];
}

/** One piece of a salad or poke bowl, at (x, y). */
function piece(s: Sketch, part: BowlPart, x: number, y: number): string {
  const at = `translate(${fmt(x)},${fmt(y)}) rotate(${fmt(s.between(0, 360))})`;
  switch (part) {
    case 'tomato':
      return g(at, [
        el('circle', { r: 16, fill: '#d9352a' }),
        el('circle', { r: 11, fill: '#f06b4f' }),
        el('circle', { cx: -4, cy: 2, r: 2.5, fill: '#fde3a0' }),
        el('circle', { cx: 4, cy: -2, r: 2.5, fill: '#fde3a0' }),
      ]);
    case 'chickpea':
      return g(at, [
        el('circle', { r: 9, fill: '#dcb672' }),
        el('circle', { cx: -3, cy: -3, r: 3, fill: '#f4dca6' }),
      ]);
    case 'avocado':
      return g(
        at,
        el('path', {
          d: 'M-28,0 Q0,-18 28,0 Q0,10 -28,0 Z',
          fill: '#c7dc6e',
          stroke: '#3f6b1e',
          'stroke-width': 3,
        }),
      );
    case 'corn':
      return g(at, el('rect', { x: -5, y: -5, width: 10, height: 10, rx: 3, fill: '#f6cd2b' }));
    case 'cucumber':
      return g(at, [
        el('circle', { r: 15, fill: '#e8f3c8', stroke: '#3f7f2a', 'stroke-width': 3 }),
        el('circle', { r: 6, fill: '#cfe39c' }),
      ]);
    case 'carrot':
      return g(at, el('rect', { x: -16, y: -3, width: 32, height: 6, rx: 3, fill: '#f08a24' }));
    case 'tofu':
    case 'paneer':
      return g(at, [
        el('rect', {
          x: -11,
          y: -11,
          width: 22,
          height: 22,
          rx: 4,
          fill: part === 'tofu' ? '#f3e5c0' : '#fbf4e2',
        }),
        el('rect', {
          x: -11,
          y: 5,
          width: 22,
          height: 6,
          rx: 3,
          fill: '#c98a44',
          opacity: part === 'tofu' ? 0.8 : 0.4,
        }),
      ]);
    case 'cabbage':
      return g(
        at,
        el('path', {
          d: 'M-18,0 Q-6,-10 4,-2 T20,2',
          stroke: '#7b2f7a',
          'stroke-width': 4,
          fill: 'none',
          'stroke-linecap': 'round',
        }),
      );
    case 'egg':
      return g(at, [
        el('ellipse', { rx: 30, ry: 24, fill: '#fdfbf4' }),
        el('circle', { r: 13, fill: '#f5a623' }),
      ]);
    case 'edamame':
      return g(
        at,
        el('ellipse', { rx: 9, ry: 7, fill: '#7cc04a', stroke: '#4d8a2a', 'stroke-width': 1.5 }),
      );
    case 'mango':
      return g(at, el('rect', { x: -9, y: -9, width: 18, height: 18, rx: 4, fill: '#f7a928' }));
    case 'chicken':
      return g(at, [
        el('rect', { x: -24, y: -9, width: 48, height: 18, rx: 8, fill: '#c27a3a' }),
        el('path', {
          d: 'M-14,-9 L-8,9 M2,-9 L8,9 M16,-9 L20,4',
          stroke: '#6e3713',
          'stroke-width': 3,
          opacity: 0.7,
        }),
      ]);
    case 'pomegranate':
      return g(at, [
        el('circle', { r: 6, fill: '#b5122e' }),
        el('circle', { cx: -2, cy: -2, r: 2, fill: '#ff8aa0' }),
      ]);
  }
}

const PART_COUNT: Partial<Record<BowlPart, number>> = {
  egg: 1,
  avocado: 5,
  chicken: 5,
  tomato: 6,
  cucumber: 7,
  tofu: 8,
  paneer: 8,
};

export function drawBowl(s: Sketch, a: BowlArt): string {
  const baseColor = { greens: '#5f9f3a', rice: '#f4eedd', quinoa: '#e4d1a4' }[a.base];
  const inner: string[] = [];
  if (a.base === 'greens') inner.push(herbs(s, 90, 190, '#4f9436', 44));
  else {
    for (let i = 0; i < 260; i++) {
      const [x, y] = s.inCircle(190);
      inner.push(
        el('ellipse', {
          cx: x,
          cy: y,
          rx: 4,
          ry: 2,
          fill: shade(baseColor, s.between(-0.1, 0.1)),
          transform: `rotate(${fmt(s.between(0, 180))} ${fmt(x)} ${fmt(y)})`,
        }),
      );
    }
  }
  const n = a.parts.length;
  a.parts.forEach((part, i) => {
    const a0 = (i / n) * Math.PI * 2;
    const span = (Math.PI * 2) / n;
    const count = PART_COUNT[part] ?? 14;
    for (let k = 0; k < count; k++) {
      const ang = a0 + span * s.between(0.12, 0.88);
      const r = s.between(75, 175);
      inner.push(piece(s, part, Math.cos(ang) * r, Math.sin(ang) * r));
    }
  });
  // Dressing drizzle and sesame in the middle.
  inner.push(
    el('path', {
      d: 'M-120,-40 Q-80,30 -40,-30 T40,-20 T120,30',
      stroke: '#f2e6c4',
      'stroke-width': 7,
      fill: 'none',
      'stroke-linecap': 'round',
      opacity: 0.9,
    }),
  );
  for (let i = 0; i < 30; i++) {
    const [x, y] = s.inCircle(60);
    inner.push(
      el('ellipse', { cx: x, cy: y, rx: 3, ry: 1.6, fill: i % 2 ? '#fbf3da' : '#2a2420' }),
    );
  }
  return (
    bowl(s, 240, a.glaze ?? '#e9e4da', baseColor) +
    g('', inner, { 'clip-path': s.clip(el('circle', { r: 200 })) })
  );
}

function noodleTopping(s: Sketch, t: NoodleArt['toppings'][number], ang: number): string {
  const out: string[] = [];
  const cx = Math.cos(ang) * 110;
  const cy = Math.sin(ang) * 110;
  const at = (dx: number, dy: number) =>
    `translate(${fmt(cx + dx)},${fmt(cy + dy)}) rotate(${fmt(s.between(0, 360))})`;
  const n = t === 'scallion' || t === 'chili' ? 14 : t === 'egg' ? 2 : 4;
  for (let i = 0; i < n; i++) {
    const dx = s.between(-45, 45);
    const dy = s.between(-45, 45);
    if (t === 'egg')
      out.push(
        g(at(i * 40 - 20, 0), [
          el('ellipse', { rx: 34, ry: 26, fill: '#fdfbf4' }),
          el('circle', { r: 15, fill: '#f08b1d' }),
          el('circle', { cx: -4, cy: -4, r: 4, fill: '#ffc46b' }),
        ]),
      );
    if (t === 'scallion')
      out.push(
        g(at(dx, dy), el('circle', { r: 6, fill: 'none', stroke: '#5fb53a', 'stroke-width': 3.5 })),
      );
    if (t === 'chili')
      out.push(
        g(at(dx, dy), el('circle', { r: 5, fill: 'none', stroke: '#d8231a', 'stroke-width': 3 })),
      );
    if (t === 'bokchoy') out.push(leaf('#4f9c35', 70, 24, at(dx, dy)));
    if (t === 'prawn')
      out.push(
        g(
          at(dx, dy),
          el('path', {
            d: 'M-16,-10 A18,18 0 1 0 16,-10',
            stroke: '#f07b4a',
            'stroke-width': 12,
            fill: 'none',
            'stroke-linecap': 'round',
          }),
        ),
      );
    if (t === 'tofu')
      out.push(
        g(
          at(dx, dy),
          el('rect', {
            x: -12,
            y: -12,
            width: 24,
            height: 24,
            rx: 4,
            fill: '#e8c27a',
            stroke: '#b8843a',
            'stroke-width': 2,
          }),
        ),
      );
    if (t === 'chicken')
      out.push(
        g(at(dx, dy), el('rect', { x: -20, y: -9, width: 40, height: 18, rx: 7, fill: '#b8682c' })),
      );
  }
  return out.join('');
}

export function drawNoodles(s: Sketch, a: NoodleArt): string {
  const inner: string[] = [];
  if (a.broth) inner.push(el('circle', { r: 200, fill: a.broth }));
  for (let i = 0; i < 46; i++) {
    const [x, y] = s.inCircle(150);
    let d = `M${fmt(x - 90)},${fmt(y)}`;
    for (let k = 0; k < 4; k++)
      d += ` q22,${fmt(s.between(-40, 40))} 45,${fmt(s.between(-12, 12))}`;
    inner.push(
      el('path', {
        d,
        stroke: shade(a.noodle, s.between(-0.12, 0.1)),
        'stroke-width': 7,
        fill: 'none',
        'stroke-linecap': 'round',
        transform: `rotate(${fmt(s.between(0, 180))} ${fmt(x)} ${fmt(y)})`,
      }),
    );
  }
  a.toppings.forEach((t, i) =>
    inner.push(noodleTopping(s, t, (i / a.toppings.length) * Math.PI * 2 + 0.6)),
  );
  for (let i = 0; i < 24; i++) {
    const [x, y] = s.inCircle(170);
    inner.push(el('ellipse', { cx: x, cy: y, rx: 3, ry: 1.5, fill: '#fbf3da' }));
  }
  const chop = (dx: number) =>
    el('rect', {
      x: -300,
      y: dx,
      width: 560,
      height: 13,
      rx: 6,
      fill: s.linear([
        [0, '#caa070'],
        [1, '#8e6235'],
      ]),
      transform: 'rotate(-32)',
    });
  return (
    bowl(s, 240, a.broth ? '#2d2a2a' : '#b5301f', a.broth ?? '#e6c983') +
    g('', inner, { 'clip-path': s.clip(el('circle', { r: 204 })) }) +
    g('translate(18,24)', [chop(-120), chop(-92)], { opacity: 0.25, fill: '#000' }) +
    chop(-140) +
    chop(-112)
  );
}
