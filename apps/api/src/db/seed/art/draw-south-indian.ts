import { bowl, el, g, shade, softShadow, toastedSpots, type Sketch } from './svg-kit';

/** Dosa, idli or uttapam on a banana leaf, with chutneys and sambar. */
export interface SouthIndianArt {
  kind: 'south-indian';
  style: 'dosa' | 'idli' | 'uttapam';
}

export function drawSouthIndian(s: Sketch, a: SouthIndianArt): string {
  // Served on a banana leaf with chutneys and sambar.
  const leafShape = 'M-330,40 C-280,-180 200,-230 330,-60 C300,150 -160,230 -330,40 Z';
  const parts: string[] = [
    softShadow(s, 16, 26, 330, 200, 0.45),
    el('path', {
      d: leafShape,
      fill: s.linear(
        [
          [0, '#5fae3b'],
          [1, '#2f7d25'],
        ],
        0,
        0,
        1,
        1,
      ),
    }),
    el('path', {
      d: 'M-320,40 C-100,-30 120,-80 320,-60',
      stroke: '#a9d77a',
      'stroke-width': 5,
      fill: 'none',
      opacity: 0.8,
    }),
  ];
  for (let i = -6; i <= 6; i++)
    parts.push(
      el('path', {
        d: `M${i * 45},${-12 - i * 6} l40,-70 M${i * 45},${-12 - i * 6} l-30,80`,
        stroke: '#9fd07a',
        'stroke-width': 1.5,
        opacity: 0.35,
      }),
    );
  if (a.style === 'dosa') {
    const lace = toastedSpots(s, 40, '#8d4a15', {
      within: { x: [-250, 140], y: [-50, 50] },
      size: { rx: [3, 9], ry: [2, 4] },
      opacity: [0.2, 0.45],
    });
    const roll = 'M-270,-58 L150,-58 A28,58 0 0 1 150,58 L-270,58 A20,58 0 0 1 -270,-58 Z';
    parts.push(
      g('translate(-20,40) rotate(-12)', [
        softShadow(s, 0, 52, 300, 40, 0.4),
        el('path', {
          d: roll,
          fill: s.linear([
            [0, '#f6cf7d'],
            [0.55, '#dc8f34'],
            [1, '#a9571a'],
          ]),
        }),
        g('', lace, { 'clip-path': s.clip(el('path', { d: roll })) }),
        el('ellipse', { cx: 152, rx: 26, ry: 56, fill: '#f3d38a' }),
        el('ellipse', { cx: 152, rx: 16, ry: 40, fill: '#f2c443' }),
      ]),
    );
  } else {
    const discs = a.style === 'idli' ? 3 : 1;
    for (let i = 0; i < discs; i++) {
      const [x, y] =
        a.style === 'idli'
          ? ([
              [-170, 20],
              [-60, 60],
              [-90, -50],
            ][i] as [number, number])
          : [-90, 20];
      const r = a.style === 'idli' ? 62 : 120;
      const top: string[] = [
        el('circle', {
          r,
          fill: s.radial([
            [0, '#fffdf5'],
            [1, '#e9e1cc'],
          ]),
        }),
      ];
      if (a.style === 'uttapam') {
        for (let k = 0; k < 40; k++) {
          const [px, py] = s.inCircle(100);
          top.push(
            el('rect', {
              x: px,
              y: py,
              width: 9,
              height: 9,
              rx: 2,
              fill: s.pick(['#d8342a', '#6cb33e', '#b25aa5', '#f08a24']),
            }),
          );
        }
      }
      parts.push(g(`translate(${x},${y})`, [softShadow(s, 6, 10, r * 1.05, r, 0.35), ...top]));
    }
  }
  const cup = (x: number, y: number, r: number, color: string, bits?: string) => {
    const extra: string[] = [];
    for (let i = 0; bits && i < 14; i++) {
      const [px, py] = s.inCircle(r * 0.6);
      extra.push(el('circle', { cx: px, cy: py, r: 4, fill: bits }));
    }
    return g(
      `translate(${x},${y})`,
      bowl(
        s,
        r,
        '#c9c2b6',
        s.radial([
          [0, shade(color, 0.1)],
          [1, shade(color, -0.15)],
        ]),
      ) + extra.join(''),
    );
  };
  parts.push(
    cup(180, -75, 62, '#e3772a', '#f4d35e'),
    cup(220, 80, 48, '#f4efe0', '#6aa34a'),
    cup(90, 150, 42, '#d43c2c'),
  );
  return parts.join('');
}
