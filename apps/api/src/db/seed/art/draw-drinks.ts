import { el, fmt, g, leaf, shade, softShadow, type Sketch } from './svg-kit';

export interface GlassArt {
  kind: 'glass';
  liquid: string;
  garnish: 'lemon' | 'mint' | 'orange' | 'none';
  ice?: boolean;
  /** A creamy top layer (lassi, cold coffee, shakes). */
  cream?: boolean;
}

export interface CupArt {
  kind: 'cup';
  drink: 'coffee' | 'chai';
}

export function drawGlass(s: Sketch, a: GlassArt): string {
  const shape = 'M-105,-230 L105,-230 L88,185 Q86,205 66,205 L-66,205 Q-86,205 -88,185 Z';
  const inner: string[] = [
    el('rect', {
      x: -120,
      y: -160,
      width: 240,
      height: 380,
      fill: s.linear([
        [0, shade(a.liquid, 0.15)],
        [1, shade(a.liquid, -0.2)],
      ]),
    }),
  ];
  if (a.cream)
    inner.push(
      el('rect', { x: -120, y: -172, width: 240, height: 40, fill: shade(a.liquid, 0.55) }),
    );
  for (let i = 0; a.ice && i < 4; i++) {
    inner.push(
      el('rect', {
        x: s.between(-80, 20),
        y: -150 + i * 55,
        width: 62,
        height: 62,
        rx: 10,
        fill: '#ffffff',
        opacity: 0.35,
        transform: `rotate(${fmt(s.between(-25, 25))} 0 ${-120 + i * 55})`,
      }),
    );
  }
  for (let i = 0; i < 18; i++)
    inner.push(
      el('circle', {
        cx: s.between(-80, 80),
        cy: s.between(-120, 180),
        r: s.between(2, 5),
        fill: '#ffffff',
        opacity: 0.4,
      }),
    );
  const out: string[] = [
    softShadow(s, 10, 212, 170, 34, 0.5),
    el('ellipse', { cy: 208, rx: 150, ry: 30, fill: '#b98a5c' }),
    el('ellipse', { cy: 202, rx: 150, ry: 30, fill: '#d8b487' }),
    el('rect', {
      x: 20,
      y: -330,
      width: 18,
      height: 300,
      rx: 9,
      fill: '#f6f6f6',
      transform: 'rotate(14 30 -180)',
    }),
    el('path', {
      d: 'M30,-330 l0,300',
      stroke: '#e03a3a',
      'stroke-width': 18,
      'stroke-dasharray': '18 18',
      transform: 'rotate(14 30 -180)',
      opacity: 0.85,
    }),
    g('', inner, { 'clip-path': s.clip(el('path', { d: shape })) }),
    el('path', {
      d: shape,
      fill: s.linear(
        [
          [0, '#ffffff', 0.35],
          [0.25, '#ffffff', 0.05],
          [0.8, '#ffffff', 0.05],
          [1, '#ffffff', 0.3],
        ],
        0,
        0,
        1,
        0,
      ),
    }),
    el('path', { d: shape, fill: 'none', stroke: '#ffffff', 'stroke-width': 4, opacity: 0.7 }),
    el('rect', { x: -78, y: -200, width: 14, height: 360, rx: 7, fill: '#ffffff', opacity: 0.35 }),
  ];
  if (a.garnish === 'lemon' || a.garnish === 'orange') {
    const c = a.garnish === 'lemon' ? '#e9df3a' : '#f39a1f';
    const wheel: string[] = [
      el('circle', { r: 52, fill: shade(c, -0.1) }),
      el('circle', { r: 45, fill: shade(c, 0.45) }),
    ];
    for (let k = 0; k < 8; k++)
      wheel.push(
        el('path', {
          d: 'M0,0 L-14,-40 A42,42 0 0 1 14,-40 Z',
          fill: c,
          transform: `rotate(${k * 45})`,
        }),
      );
    out.push(g('translate(105,-225)', wheel));
  }
  if (a.garnish === 'mint')
    out.push(
      leaf('#3f9a36', 46, 18, 'translate(-30,-245) rotate(-30)'),
      leaf('#52ad45', 40, 16, 'translate(0,-255) rotate(20)'),
    );
  return out.join('');
}

export function drawCup(s: Sketch, a: CupArt): string {
  const steam = [-30, 0, 30].map((x) =>
    el('path', {
      d: `M${x},-150 q-18,-30 0,-60 t0,-60`,
      stroke: '#ffffff',
      'stroke-width': 9,
      fill: 'none',
      'stroke-linecap': 'round',
      opacity: 0.35,
    }),
  );
  if (a.drink === 'chai') {
    // A clay kulhad.
    const body = 'M-110,-120 L110,-120 L80,150 Q78,170 55,170 L-55,170 Q-78,170 -80,150 Z';
    return [
      softShadow(s, 10, 175, 170, 34, 0.5),
      ...steam,
      el('path', {
        d: body,
        fill: s.linear(
          [
            [0, '#c7683a'],
            [0.5, '#a8512a'],
            [1, '#7d3a1c'],
          ],
          0,
          0,
          1,
          0,
        ),
      }),
      el('ellipse', { cy: -120, rx: 110, ry: 28, fill: '#8a4322' }),
      el('ellipse', {
        cy: -116,
        rx: 98,
        ry: 22,
        fill: s.radial([
          [0, '#e2b27c'],
          [1, '#b87a44'],
        ]),
      }),
      el('rect', { x: -70, y: -90, width: 14, height: 220, rx: 7, fill: '#ffffff', opacity: 0.15 }),
    ].join('');
  }
  const body = 'M-130,-110 L130,-110 Q130,120 0,140 Q-130,120 -130,-110 Z';
  return [
    softShadow(s, 10, 170, 250, 60, 0.45),
    el('ellipse', { cy: 150, rx: 230, ry: 56, fill: '#f4f1ec' }),
    el('ellipse', { cy: 146, rx: 160, ry: 36, fill: '#e7e2d9' }),
    ...steam,
    el('path', {
      d: 'M120,-60 C220,-60 220,70 100,60',
      stroke: '#f7f5f0',
      'stroke-width': 26,
      fill: 'none',
    }),
    el('path', {
      d: body,
      fill: s.linear(
        [
          [0, '#ffffff'],
          [1, '#dcd7ce'],
        ],
        0,
        0,
        1,
        0,
      ),
    }),
    el('ellipse', { cy: -110, rx: 130, ry: 34, fill: '#eeebe5' }),
    el('ellipse', {
      cy: -108,
      rx: 116,
      ry: 27,
      fill: s.radial([
        [0, '#c89263'],
        [1, '#6b3a1c'],
      ]),
    }),
    el('path', { d: 'M0,-95 C-40,-112 -30,-135 0,-120 C30,-135 40,-112 0,-95 Z', fill: '#f5e6cf' }),
  ].join('');
}
