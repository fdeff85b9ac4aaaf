import { el, fmt, g, herbs, plate, shade, softShadow, toastedSpots, type Sketch } from './svg-kit';

export interface WrapArt {
  kind: 'wrap';
  /** Colours of the filling seen at the cut. */
  fillings: string[];
}

export interface SandwichArt {
  kind: 'sandwich';
  fillings: string[];
  bread?: string;
}

function wrapHalf(s: Sketch, fillings: string[], transform: string): string {
  const bodyShape = 'M-150,-62 L90,-62 A30,62 0 0 1 90,62 L-150,62 A30,62 0 0 1 -150,-62 Z';
  const marks = toastedSpots(s, 20, '#8a4a18', {
    within: { x: [-150, 90], y: [-55, 55] },
    size: { rx: [4, 12], ry: [2, 5] },
    opacity: [0.25, 0.55],
  });
  const cut: string[] = [
    el('ellipse', { rx: 40, ry: 64, fill: '#f1d9a5' }),
    el('ellipse', { rx: 33, ry: 56, fill: fillings[0] ?? '#6cb33e' }),
  ];
  for (let i = 0; i < 26; i++) {
    const y = s.between(-46, 46);
    const x = s.between(-24, 24) * Math.sqrt(1 - (y / 56) ** 2);
    cut.push(el('circle', { cx: x, cy: y, r: s.between(5, 11), fill: s.pick(fillings) }));
  }
  return g(transform, [
    softShadow(s, 0, 60, 190, 40, 0.45),
    el('path', {
      d: bodyShape,
      fill: s.linear([
        [0, '#f6e2b6'],
        [0.6, '#e8c585'],
        [1, '#c99450'],
      ]),
    }),
    g('', marks, { 'clip-path': s.clip(el('path', { d: bodyShape })) }),
    // Parchment band.
    el('rect', { x: -110, y: -66, width: 110, height: 132, fill: '#f8f1e2', opacity: 0.95 }),
    el('rect', {
      x: -110,
      y: -66,
      width: 110,
      height: 132,
      fill: s.linear([
        [0, '#000000', 0],
        [1, '#000000', 0.12],
      ]),
    }),
    g('translate(120,0)', cut),
  ]);
}

export function drawWrap(s: Sketch, a: WrapArt): string {
  return (
    plate(s, 250, '#f4efe6') +
    wrapHalf(s, a.fillings, 'translate(-30,-70) rotate(-14)') +
    wrapHalf(s, a.fillings, 'translate(10,80) rotate(-14)') +
    herbs(s, 6, 40, '#3f9a36', 18)
  );
}

export function drawSandwich(s: Sketch, a: SandwichArt): string {
  const bread = a.bread ?? '#e9bf79';
  const tri = 'M-150,110 L150,110 L0,-150 Z';
  const layers: string[] = [el('path', { d: tri, fill: shade(bread, 0.35) })];
  const band = 260 / (a.fillings.length + 2);
  a.fillings.forEach((c, i) => {
    const y = -150 + band * (i + 1);
    let d = `M-160,${fmt(y)}`;
    for (let x = -160; x < 160; x += 20) d += ` q10,${fmt(s.between(-6, 6))} 20,0`;
    d += ` L160,${fmt(y + band * 0.75)} L-160,${fmt(y + band * 0.75)} Z`;
    layers.push(el('path', { d, fill: c }));
  });
  const half = (transform: string) =>
    g(transform, [
      softShadow(s, 10, 112, 170, 26, 0.45),
      g('', layers, { 'clip-path': s.clip(el('path', { d: tri })) }),
      el('path', {
        d: tri,
        fill: 'none',
        stroke: shade(bread, -0.25),
        'stroke-width': 14,
        'stroke-linejoin': 'round',
      }),
    ]);
  const pick = g('translate(-60,-175)', [
    el('rect', { x: -2, y: 0, width: 4, height: 90, fill: '#d9b98a' }),
    el('circle', { cx: 0, cy: 0, r: 13, fill: '#4b7d2a' }),
    el('circle', { cx: -3, cy: -3, r: 4, fill: '#c43a2a' }),
  ]);
  return (
    plate(s, 255, '#f6f3ee') +
    half('translate(-75,10) scale(0.95)') +
    half('translate(85,40) rotate(18) scale(0.9)') +
    pick
  );
}
