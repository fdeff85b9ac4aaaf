import {
  bowl,
  el,
  fmt,
  g,
  herbs,
  plate,
  shade,
  softShadow,
  toastedSpots,
  type Sketch,
} from './svg-kit';

export interface CurryArt {
  kind: 'curry';
  /** Colour of the gravy. */
  gravy: string;
  chunks: 'paneer' | 'chicken' | 'potato' | 'lentil' | 'mutton' | 'chickpea';
  side: 'naan' | 'rice' | 'none';
  cream?: boolean;
}

export interface RiceArt {
  kind: 'rice';
  style: 'biryani' | 'veg-biryani' | 'fried' | 'pulao';
}

function chunk(s: Sketch, kind: CurryArt['chunks'], gravy: string, x: number, y: number): string {
  const at = `translate(${fmt(x)},${fmt(y)}) rotate(${fmt(s.between(0, 360))})`;
  switch (kind) {
    case 'paneer':
      return g(at, [
        el('rect', { x: -15, y: -15, width: 30, height: 30, rx: 5, fill: '#fbf1da' }),
        el('rect', {
          x: -15,
          y: 4,
          width: 30,
          height: 11,
          rx: 5,
          fill: shade(gravy, -0.1),
          opacity: 0.6,
        }),
      ]);
    case 'chicken':
    case 'mutton':
      return g(
        at,
        el('path', {
          d: 'M-20,-8 Q-14,-20 4,-16 Q22,-12 20,4 Q16,18 -2,16 Q-22,14 -20,-8 Z',
          fill: kind === 'chicken' ? shade(gravy, -0.2) : '#6d3219',
          stroke: shade(gravy, -0.4),
          'stroke-width': 2,
        }),
      );
    case 'potato':
      return g(at, el('rect', { x: -13, y: -13, width: 26, height: 26, rx: 8, fill: '#efc25a' }));
    case 'chickpea':
      return g(at, [
        el('circle', { r: 10, fill: '#c9934a' }),
        el('circle', { cx: -3, cy: -3, r: 3, fill: '#e6be7a' }),
      ]);
    case 'lentil':
      return el('circle', { cx: x, cy: y, r: 3, fill: shade(gravy, 0.25), opacity: 0.8 });
  }
}

function naan(s: Sketch): string {
  const spots = toastedSpots(s, 26, '#7a3d12', {
    within: { x: [-90, 90], y: [-40, 40] },
    size: { rx: [4, 10], ry: [3, 6] },
    opacity: [0.35, 0.7],
  });
  const shape = 'M-120,0 C-120,-60 -20,-70 60,-50 C120,-35 130,30 60,48 C-20,70 -120,60 -120,0 Z';
  return g('translate(200,165) rotate(-18)', [
    softShadow(s, 8, 14, 140, 70, 0.4),
    el('path', {
      d: shape,
      fill: s.radial([
        [0, '#f6d9a0'],
        [1, '#d79b4c'],
      ]),
    }),
    g('', spots, { 'clip-path': s.clip(el('path', { d: shape })) }),
    el('ellipse', { cx: -20, cy: -14, rx: 50, ry: 16, fill: '#ffffff', opacity: 0.18 }),
  ]);
}

function riceGrains(s: Sketch, count: number, r: number, colors: string[]): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const [x, y] = s.inCircle(r);
    out.push(
      el('ellipse', {
        cx: x,
        cy: y,
        rx: 6.5,
        ry: 2.4,
        fill: s.pick(colors),
        transform: `rotate(${fmt(s.between(0, 180))} ${fmt(x)} ${fmt(y)})`,
      }),
    );
  }
  return out.join('');
}

export function drawCurry(s: Sketch, a: CurryArt): string {
  const body: string[] = [];
  const surface = s.radial([
    [0, shade(a.gravy, 0.12)],
    [0.8, a.gravy],
    [1, shade(a.gravy, -0.25)],
  ]);
  const inner: string[] = [];
  const count = a.chunks === 'lentil' ? 90 : 9;
  for (let i = 0; i < count; i++) {
    const [x, y] = s.inCircle(a.chunks === 'lentil' ? 150 : 120);
    inner.push(chunk(s, a.chunks, a.gravy, x, y));
  }
  // Oil sheen and a cream swirl.
  inner.push(
    el('ellipse', {
      cx: -50,
      cy: -60,
      rx: 60,
      ry: 22,
      fill: '#fff3c4',
      opacity: 0.18,
      transform: 'rotate(-30 -50 -60)',
    }),
  );
  if (a.cream) {
    inner.push(
      el('path', {
        d: 'M0,0 m-70,0 a70,70 0 1 1 140,0 a55,55 0 1 1 -110,0 a40,40 0 1 1 80,0 a22,22 0 1 1 -44,0',
        stroke: '#fffaf0',
        'stroke-width': 7,
        fill: 'none',
        opacity: 0.85,
      }),
    );
  }
  inner.push(herbs(s, 16, 140, '#3f9a36', 20));
  const handi =
    bowl(s, 200, '#b86a34', surface) +
    g('', inner, { 'clip-path': s.clip(el('circle', { r: 168 })) });
  body.push(g(a.side === 'none' ? '' : 'translate(-60,-20)', handi));
  if (a.side === 'naan') body.push(naan(s));
  if (a.side === 'rice') {
    const rice =
      bowl(s, 100, '#f4f1ea', '#f7f2e4') +
      riceGrains(s, 160, 78, ['#fbf8ee', '#f3ecd8', '#ffffff']) +
      herbs(s, 3, 40, '#3f9a36', 16);
    body.push(g('translate(205,150)', rice));
  }
  return body.join('');
}

export function drawRice(s: Sketch, a: RiceArt): string {
  const colors =
    a.style === 'biryani' || a.style === 'veg-biryani'
      ? ['#fbf6e8', '#f4e9cf', '#f3a72f', '#f7c86a', '#fbf6e8']
      : a.style === 'fried'
        ? ['#f6ecd0', '#e9d3a0', '#f3e4bd']
        : ['#fbf7ec', '#f5edd8', '#efe2c2'];
  const inner: string[] = [
    el('circle', {
      r: 175,
      fill: s.radial([
        [0, shade(colors[1] as string, 0.05)],
        [1, shade(colors[1] as string, -0.12)],
      ]),
    }),
  ];
  inner.push(riceGrains(s, 720, 170, colors));
  if (a.style === 'fried') {
    for (let i = 0; i < 40; i++) {
      const [x, y] = s.inCircle(160);
      inner.push(
        i % 3 === 0
          ? el('rect', { x, y, width: 9, height: 9, rx: 2, fill: '#f07f22' })
          : i % 3 === 1
            ? el('circle', { cx: x, cy: y, r: 5.5, fill: '#6cb33e' })
            : el('ellipse', { cx: x, cy: y, rx: 9, ry: 6, fill: '#f6cf45' }),
      );
    }
  } else {
    for (let i = 0; i < 26; i++) {
      const [x, y] = s.inCircle(150);
      inner.push(
        el('path', {
          d: `M${fmt(x)},${fmt(y)} q6,-8 12,0 t12,0`,
          stroke: '#7a3f16',
          'stroke-width': 3.5,
          fill: 'none',
          'stroke-linecap': 'round',
        }),
      );
    }
    if (a.style === 'veg-biryani') {
      for (let i = 0; i < 34; i++) {
        const [x, y] = s.inCircle(150);
        const veg = s.pick(['#6cb33e', '#f07f22', '#fbf1da', '#f2c14a']);
        inner.push(el('rect', { x, y, width: 12, height: 12, rx: 3, fill: veg }));
      }
    }
    if (a.style === 'biryani') {
      inner.push(
        g('translate(60,-40)', [
          el('ellipse', { rx: 36, ry: 28, fill: '#fdfbf4' }),
          el('circle', { r: 15, fill: '#f5b431' }),
        ]),
      );
      inner.push(
        g('translate(-90,70) rotate(30)', [
          el('path', { d: 'M-30,0 A30,30 0 0 1 30,0 Z', fill: '#e9f06a' }),
          el('path', { d: 'M-24,0 A24,24 0 0 1 24,0 Z', fill: '#f6f9b9' }),
        ]),
      );
    }
  }
  inner.push(herbs(s, 10, 140, a.style === 'biryani' ? '#3b8f3a' : '#5cae3a', 20));
  return plate(s, 255, '#f7f3ea') + g('', inner, { 'clip-path': s.clip(el('circle', { r: 178 })) });
}
