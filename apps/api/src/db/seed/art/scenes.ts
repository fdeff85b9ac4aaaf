import { el, fmt, leaf, shade, type Sketch } from './svg-kit';

/** The table a dish is photographed on. */
export type Surface = 'wood' | 'linen' | 'slate' | 'marble';

function wood(s: Sketch, w: number, h: number, tone: string): string {
  const out = [
    el('rect', {
      width: w,
      height: h,
      fill: s.linear(
        [
          [0, shade(tone, 0.12)],
          [1, shade(tone, -0.18)],
        ],
        0,
        0,
        1,
        1,
      ),
    }),
  ];
  const plank = h / 4;
  for (let i = 0; i < 4; i++) {
    const y0 = i * plank;
    out.push(
      el('rect', {
        y: y0,
        width: w,
        height: plank,
        fill: shade(tone, s.between(-0.08, 0.08)),
        opacity: 0.55,
      }),
    );
    for (let k = 0; k < 7; k++) {
      const y = y0 + s.between(8, plank - 8);
      const amp = s.between(2, 7);
      out.push(
        el('path', {
          d: `M0,${fmt(y)} C${fmt(w * 0.3)},${fmt(y - amp)} ${fmt(w * 0.6)},${fmt(y + amp)} ${w},${fmt(y + s.between(-4, 4))}`,
          stroke: shade(tone, -0.35),
          'stroke-width': s.between(0.8, 2.2),
          fill: 'none',
          opacity: s.between(0.12, 0.3),
        }),
      );
    }
    out.push(
      el('rect', {
        y: y0 + plank - 2,
        width: w,
        height: 3,
        fill: shade(tone, -0.5),
        opacity: 0.45,
      }),
    );
  }
  return out.join('');
}

function linen(s: Sketch, w: number, h: number, tone: string): string {
  const weave = s.pattern(
    8,
    8,
    el('path', {
      d: 'M0,0 L8,8 M-2,6 L2,10 M6,-2 L10,2',
      stroke: shade(tone, -0.25),
      'stroke-width': 0.8,
      opacity: 0.35,
    }),
  );
  const check = s.pattern(
    44,
    44,
    [
      el('rect', { width: 44, height: 44, fill: '#fffdf8' }),
      el('rect', { width: 22, height: 44, fill: tone, opacity: 0.55 }),
      el('rect', { width: 44, height: 22, fill: tone, opacity: 0.55 }),
    ].join(''),
    'rotate(12)',
  );
  return [
    el('rect', {
      width: w,
      height: h,
      fill: s.linear(
        [
          [0, shade(tone, 0.72)],
          [1, shade(tone, 0.55)],
        ],
        0,
        0,
        1,
        1,
      ),
    }),
    el('rect', { width: w, height: h, fill: weave }),
    // A gingham napkin peeking in from the corner.
    el('path', {
      d: `M0,0 L${w * 0.34},0 L${w * 0.16},${h * 0.5} L0,${h * 0.62} Z`,
      fill: check,
      opacity: 0.92,
    }),
    el('path', {
      d: `M${w * 0.34},0 L${w * 0.16},${h * 0.5} L0,${h * 0.62}`,
      stroke: '#000',
      'stroke-opacity': 0.12,
      'stroke-width': 6,
      fill: 'none',
    }),
  ].join('');
}

function slate(s: Sketch, w: number, h: number, tone: string): string {
  const out = [
    el('rect', {
      width: w,
      height: h,
      fill: s.linear(
        [
          [0, shade(tone, 0.1)],
          [1, shade(tone, -0.25)],
        ],
        0,
        0,
        1,
        1,
      ),
    }),
  ];
  for (let i = 0; i < 160; i++) {
    out.push(
      el('circle', {
        cx: s.between(0, w),
        cy: s.between(0, h),
        r: s.between(0.6, 2.2),
        fill: s.random() < 0.5 ? '#ffffff' : '#000000',
        opacity: s.between(0.04, 0.14),
      }),
    );
  }
  return out.join('');
}

function marble(s: Sketch, w: number, h: number, tone: string): string {
  const out = [
    el('rect', {
      width: w,
      height: h,
      fill: s.linear(
        [
          [0, '#fbfaf8'],
          [1, shade(tone, 0.82)],
        ],
        0,
        0,
        1,
        1,
      ),
    }),
  ];
  for (let i = 0; i < 6; i++) {
    let x = s.between(-100, w);
    let y = s.between(-50, h * 0.3);
    let d = `M${fmt(x)},${fmt(y)}`;
    for (let k = 0; k < 5; k++) {
      const nx = x + s.between(40, 160);
      const ny = y + s.between(40, 140);
      d += ` Q${fmt(x + s.between(-60, 60))},${fmt((y + ny) / 2)} ${fmt(nx)},${fmt(ny)}`;
      x = nx;
      y = ny;
    }
    out.push(
      el('path', {
        d,
        stroke: shade(tone, 0.2),
        'stroke-width': s.between(0.8, 2.5),
        fill: 'none',
        opacity: s.between(0.2, 0.45),
      }),
    );
  }
  return out.join('');
}

/** The table top, a few loose herbs or spices on it, and a gentle vignette. */
export function scene(s: Sketch, w: number, h: number, surface: Surface, tone: string): string {
  const base =
    surface === 'wood'
      ? wood(s, w, h, tone)
      : surface === 'linen'
        ? linen(s, w, h, tone)
        : surface === 'slate'
          ? slate(s, w, h, tone)
          : marble(s, w, h, tone);
  const strewn: string[] = [];
  for (let i = 0; i < 7; i++) {
    // Keep props to the edges, where the dish does not cover them.
    const x = s.random() < 0.5 ? s.between(20, w * 0.16) : s.between(w * 0.84, w - 20);
    const y = s.between(30, h - 30);
    if (i % 3 === 0) {
      strewn.push(
        leaf('#4a9a3f', 26, 11, `translate(${fmt(x)},${fmt(y)}) rotate(${fmt(s.between(0, 360))})`),
      );
    } else {
      strewn.push(
        el('circle', {
          cx: x,
          cy: y,
          r: s.between(3, 5),
          fill: i % 3 === 1 ? '#3a2a20' : '#c9a36b',
          opacity: 0.85,
        }),
      );
    }
  }
  const vignette = el('rect', {
    width: w,
    height: h,
    fill: s.radial(
      [
        [0.55, '#000000', 0],
        [1, '#000000', 0.32],
      ],
      { cx: 0.5, cy: 0.5, r: 0.75 },
    ),
  });
  return base + strewn.join('') + vignette;
}
