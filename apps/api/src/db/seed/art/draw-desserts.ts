import { bowl, el, fmt, g, leaf, shade, softShadow, type Sketch } from './svg-kit';

export interface CakeArt {
  kind: 'cake';
  sponge: string;
  frosting: string;
  top: 'berry' | 'chocolate' | 'nuts';
}

export interface SundaeArt {
  kind: 'sundae';
  scoops: string[];
  sauce: string;
}

export interface SyrupBallsArt {
  kind: 'syrup-balls';
  ball: string;
  syrup: string;
}

export interface BrownieArt {
  kind: 'brownie';
}

const plateEllipse = (s: Sketch, y: number, rx: number) =>
  softShadow(s, 10, y + 10, rx * 1.08, rx * 0.3, 0.45) +
  el('ellipse', { cy: y, rx, ry: rx * 0.28, fill: '#f5f2ec' }) +
  el('ellipse', { cy: y - 4, rx: rx * 0.78, ry: rx * 0.2, fill: '#ebe6dd' });

export function drawCake(s: Sketch, a: CakeArt): string {
  const front = 'M-190,10 L190,-20 L190,120 L-190,150 Z';
  const layers: string[] = [el('path', { d: front, fill: a.sponge })];
  for (let i = 0; i < 3; i++) {
    const y = 42 + i * 40;
    layers.push(
      el('path', {
        d: `M-200,${y} L200,${y - 31} L200,${y - 19} L-200,${y + 12} Z`,
        fill: a.frosting,
      }),
    );
  }
  const parts: string[] = [
    plateEllipse(s, 150, 270),
    el('path', { d: 'M190,-20 L235,-75 L235,70 L190,120 Z', fill: shade(a.frosting, -0.15) }),
    g('', layers, { 'clip-path': s.clip(el('path', { d: front })) }),
    el('path', {
      d: 'M-190,10 L190,-20 L235,-75 Z',
      fill: s.linear(
        [
          [0, shade(a.frosting, 0.1)],
          [1, a.frosting],
        ],
        0,
        0,
        1,
        0,
      ),
    }),
    el('path', {
      d: 'M-190,10 L190,-20 L235,-75 Z',
      fill: 'none',
      stroke: shade(a.frosting, -0.2),
      'stroke-width': 3,
      'stroke-linejoin': 'round',
    }),
  ];
  for (let i = 0; i < 3; i++) {
    const x = 60 + i * 52;
    const y = -24 - i * 12;
    if (a.top === 'berry')
      parts.push(
        el('circle', { cx: x, cy: y - 12, r: 16, fill: '#c81f3a' }),
        el('circle', { cx: x - 5, cy: y - 17, r: 4, fill: '#fff', opacity: 0.5 }),
        leaf('#3f9a36', 16, 6, `translate(${x + 6},${y - 28}) rotate(30)`),
      );
    if (a.top === 'chocolate')
      parts.push(
        el('path', {
          d: `M${x - 18},${y - 10} q9,-16 18,0 t18,0`,
          stroke: '#3b1d0e',
          'stroke-width': 8,
          fill: 'none',
          'stroke-linecap': 'round',
        }),
      );
    if (a.top === 'nuts')
      parts.push(
        el('ellipse', { cx: x, cy: y - 8, rx: 12, ry: 8, fill: '#a8d46a' }),
        el('ellipse', { cx: x + 14, cy: y - 2, rx: 9, ry: 6, fill: '#c98d4a' }),
      );
  }
  parts.push(
    g('translate(-120,120) rotate(-8)', [
      el('rect', { x: -10, y: -8, width: 180, height: 10, rx: 5, fill: '#c0c4c8' }),
      el('rect', { x: -70, y: -14, width: 64, height: 22, rx: 6, fill: '#d6d9dc' }),
    ]),
  );
  return parts.join('');
}

export function drawSundae(s: Sketch, a: SundaeArt): string {
  const cup = 'M-150,-60 Q-150,120 -20,140 L20,140 Q150,120 150,-60 Z';
  const scoopParts: string[] = [];
  a.scoops.forEach((c, i) => {
    const x = (i - (a.scoops.length - 1) / 2) * 90;
    const y = -70 - (i % 2) * 40;
    scoopParts.push(
      el('circle', {
        cx: x,
        cy: y,
        r: 68,
        fill: s.radial(
          [
            [0, shade(c, 0.25)],
            [1, shade(c, -0.1)],
          ],
          { cx: 0.35, cy: 0.3 },
        ),
      }),
    );
  });
  let drip = 'M-140,-110';
  for (let x = -140; x < 140; x += 28) drip += ` q14,${fmt(s.between(20, 60))} 28,0`;
  drip += ' L140,-150 Q0,-200 -140,-150 Z';
  return [
    softShadow(s, 10, 250, 140, 26, 0.45),
    el('ellipse', { cy: 245, rx: 110, ry: 22, fill: '#e7edf2' }),
    el('rect', { x: -14, y: 130, width: 28, height: 115, fill: '#dfe8ee' }),
    g('', scoopParts),
    el('path', { d: drip, fill: a.sauce, opacity: 0.9 }),
    el('path', { d: cup, fill: shade(a.scoops[0] ?? '#f5e6c8', -0.05) }),
    el('path', {
      d: cup,
      fill: s.linear(
        [
          [0, '#ffffff', 0.5],
          [0.3, '#ffffff', 0.1],
          [1, '#ffffff', 0.35],
        ],
        0,
        0,
        1,
        0,
      ),
    }),
    el('circle', { cx: 20, cy: -215, r: 24, fill: '#c4122c' }),
    el('path', {
      d: 'M20,-236 Q30,-270 60,-280',
      stroke: '#4a7a2a',
      'stroke-width': 4,
      fill: 'none',
    }),
    el('rect', {
      x: 60,
      y: -250,
      width: 22,
      height: 130,
      rx: 4,
      fill: '#e8b86a',
      transform: 'rotate(24 70 -190)',
    }),
  ].join('');
}

export function drawSyrupBalls(s: Sketch, a: SyrupBallsArt): string {
  const inner: string[] = [];
  const spots: [number, number][] = [
    [-70, -60],
    [60, -70],
    [-80, 60],
    [70, 55],
    [0, 0],
  ];
  for (const [x, y] of spots) {
    inner.push(el('circle', { cx: x + 6, cy: y + 8, r: 58, fill: '#000', opacity: 0.15 }));
    inner.push(
      el('circle', {
        cx: x,
        cy: y,
        r: 56,
        fill: s.radial(
          [
            [0, shade(a.ball, 0.35)],
            [0.7, a.ball],
            [1, shade(a.ball, -0.3)],
          ],
          { cx: 0.4, cy: 0.35 },
        ),
      }),
    );
    inner.push(
      el('ellipse', {
        cx: x - 18,
        cy: y - 20,
        rx: 16,
        ry: 9,
        fill: '#fff',
        opacity: 0.45,
        transform: `rotate(-30 ${x - 18} ${y - 20})`,
      }),
    );
  }
  for (let i = 0; i < 22; i++) {
    const [x, y] = s.inCircle(150);
    inner.push(
      el('rect', {
        x,
        y,
        width: 12,
        height: 4,
        rx: 2,
        fill: '#8fc25a',
        transform: `rotate(${fmt(s.between(0, 180))} ${fmt(x)} ${fmt(y)})`,
      }),
    );
  }
  for (let i = 0; i < 5; i++) {
    const [x, y] = s.inCircle(140);
    inner.push(el('ellipse', { cx: x, cy: y, rx: 12, ry: 8, fill: '#d63a64', opacity: 0.85 }));
  }
  const syrup = s.radial([
    [0, shade(a.syrup, 0.2)],
    [1, shade(a.syrup, -0.15)],
  ]);
  return (
    bowl(s, 230, '#d8cfc2', syrup) + g('', inner, { 'clip-path': s.clip(el('circle', { r: 193 })) })
  );
}

export function drawBrownie(s: Sketch): string {
  const block = (x: number, y: number) =>
    g(`translate(${x},${y})`, [
      el('path', {
        d: 'M-110,0 L0,-55 L110,0 L0,55 Z',
        fill: s.linear(
          [
            [0, '#6a3a1e'],
            [1, '#4a2412'],
          ],
          0,
          0,
          1,
          1,
        ),
      }),
      el('path', { d: 'M-110,0 L0,55 L0,125 L-110,70 Z', fill: '#3a1b0c' }),
      el('path', { d: 'M110,0 L0,55 L0,125 L110,70 Z', fill: '#2c1408' }),
      el('path', {
        d: 'M-60,-10 l30,8 l20,-14 M10,10 l25,-6 l18,12 M-20,30 l20,-8',
        stroke: '#8a5232',
        'stroke-width': 2.5,
        fill: 'none',
      }),
    ]);
  return [
    softShadow(s, 10, 150, 260, 70, 0.45),
    el('ellipse', { cy: 140, rx: 250, ry: 80, fill: '#f4f1ec' }),
    block(-70, 40),
    block(80, 70),
    el('circle', {
      cx: -60,
      cy: -30,
      r: 62,
      fill: s.radial(
        [
          [0, '#fffbef'],
          [1, '#efe2c4'],
        ],
        { cx: 0.35, cy: 0.3 },
      ),
    }),
    el('path', {
      d: 'M-150,20 q20,-30 40,0 t40,0 t40,0 t40,0 t40,0 t40,0',
      stroke: '#3b1d0e',
      'stroke-width': 7,
      fill: 'none',
      'stroke-linecap': 'round',
    }),
    leaf('#3f9a36', 28, 11, 'translate(-40,-95) rotate(25)'),
  ].join('');
}
