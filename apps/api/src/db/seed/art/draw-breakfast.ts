import { el, fmt, g, herbs, plate, softShadow, type Sketch } from './svg-kit';

export interface FryUpArt {
  kind: 'fry-up';
  items: ('eggs' | 'toast' | 'sausage' | 'beans' | 'tomato' | 'avocado' | 'mushroom')[];
}

export interface PancakeArt {
  kind: 'pancakes';
  topping: 'berries' | 'banana' | 'chocolate';
}

function fryItem(s: Sketch, item: FryUpArt['items'][number]): string {
  switch (item) {
    case 'eggs':
      return [0, 1]
        .map((i) =>
          g(`translate(${-70 + i * 40},${-75 + i * 50})`, [
            el('path', {
              d: 'M-55,-10 C-60,-50 10,-62 40,-40 C70,-20 60,30 20,42 C-20,56 -52,30 -55,-10 Z',
              fill: '#fffdf6',
            }),
            el('circle', {
              r: 22,
              fill: s.radial([
                [0, '#ffc43a'],
                [1, '#f08a12'],
              ]),
            }),
            el('circle', { cx: -7, cy: -7, r: 6, fill: '#ffffff', opacity: 0.6 }),
          ]),
        )
        .join('');
    case 'toast':
      return g('translate(95,-70) rotate(20)', [
        el('rect', { x: -58, y: -62, width: 116, height: 124, rx: 26, fill: '#b8732e' }),
        el('rect', {
          x: -48,
          y: -52,
          width: 96,
          height: 104,
          rx: 20,
          fill: s.radial([
            [0, '#f5d08e'],
            [1, '#dca459'],
          ]),
        }),
        el('rect', { x: -20, y: -14, width: 34, height: 22, rx: 4, fill: '#fff2c0' }),
      ]);
    case 'sausage':
      return [0, 1]
        .map((i) =>
          el('rect', {
            x: -80,
            y: 70 + i * 34,
            width: 130,
            height: 30,
            rx: 15,
            fill: s.linear([
              [0, '#b65b2c'],
              [1, '#7e3515'],
            ]),
            transform: 'rotate(-8)',
          }),
        )
        .join('');
    case 'beans': {
      const beans: string[] = [el('circle', { cx: 110, cy: 70, r: 60, fill: '#c9491f' })];
      for (let i = 0; i < 40; i++) {
        const [x, y] = s.inCircle(52);
        beans.push(
          el('ellipse', {
            cx: 110 + x,
            cy: 70 + y,
            rx: 7,
            ry: 5,
            fill: '#e4652b',
            stroke: '#a53512',
            'stroke-width': 1,
          }),
        );
      }
      return beans.join('');
    }
    case 'tomato':
      return [0, 1]
        .map((i) =>
          g(`translate(${-150 + i * 20},${40 + i * 45})`, [
            el('circle', { r: 26, fill: '#d7341f' }),
            el('circle', { r: 19, fill: '#ef6a4e' }),
          ]),
        )
        .join('');
    case 'avocado':
      return g(
        'translate(110,60) rotate(-20)',
        [0, 1, 2, 3]
          .map((i) =>
            el('path', {
              d: `M-60,${i * 16} Q0,${i * 16 - 26} 60,${i * 16} Q0,${i * 16 + 8} -60,${i * 16} Z`,
              fill: '#bcd96a',
              stroke: '#3e6a1f',
              'stroke-width': 3,
            }),
          )
          .join(''),
      );
    case 'mushroom':
      return [0, 1, 2]
        .map((i) =>
          g(`translate(${-20 + i * 36},${150 - i * 12}) rotate(${i * 20})`, [
            el('path', { d: 'M-20,0 A20,16 0 0 1 20,0 Z', fill: '#8a6a4f' }),
            el('rect', { x: -6, y: -2, width: 12, height: 16, rx: 4, fill: '#e8dac4' }),
          ]),
        )
        .join('');
  }
}

export function drawFryUp(s: Sketch, a: FryUpArt): string {
  return (
    plate(s, 255) + a.items.map((i) => fryItem(s, i)).join('') + herbs(s, 5, 150, '#3f9a36', 16)
  );
}

export function drawPancakes(s: Sketch, a: PancakeArt): string {
  const parts: string[] = [
    softShadow(s, 12, 150, 280, 70, 0.45),
    el('ellipse', { cy: 140, rx: 260, ry: 70, fill: '#f4f1ec' }),
    el('ellipse', { cy: 136, rx: 215, ry: 54, fill: '#e9e5de' }),
  ];
  for (let i = 0; i < 5; i++) {
    const y = 110 - i * 38;
    parts.push(
      el('ellipse', { cy: y + 12, rx: 175, ry: 44, fill: '#b8702c' }),
      el('ellipse', {
        cy: y,
        rx: 175,
        ry: 44,
        fill: s.radial([
          [0, '#f1c57c'],
          [1, '#d9984a'],
        ]),
      }),
    );
  }
  const top = 110 - 4 * 38;
  const syrup = a.topping === 'chocolate' ? '#4a2412' : '#b5621a';
  parts.push(
    el('path', {
      d: `M-130,${top} Q0,${top - 40} 130,${top} L130,${top + 60} Q118,${top + 80} 108,${top + 40} Q40,${top + 50} -20,${top + 40} L-30,${top + 110} Q-42,${top + 120} -48,${top + 40} Q-100,${top + 38} -130,${top} Z`,
      fill: syrup,
      opacity: 0.85,
    }),
  );
  parts.push(el('rect', { x: -26, y: top - 30, width: 52, height: 30, rx: 6, fill: '#fff1a8' }));
  for (let i = 0; i < 9; i++) {
    const x = s.between(-120, 120);
    const y = top + s.between(-20, 14);
    if (a.topping === 'berries')
      parts.push(
        el('circle', { cx: x, cy: y, r: 12, fill: i % 2 ? '#3a3f8f' : '#c8202e' }),
        el('circle', { cx: x - 3, cy: y - 4, r: 3, fill: '#fff', opacity: 0.5 }),
      );
    if (a.topping === 'banana')
      parts.push(
        el('ellipse', {
          cx: x,
          cy: y,
          rx: 18,
          ry: 10,
          fill: '#fbefb6',
          stroke: '#e8cf6a',
          'stroke-width': 2,
        }),
      );
    if (a.topping === 'chocolate')
      parts.push(
        el('rect', {
          x,
          y,
          width: 12,
          height: 8,
          rx: 2,
          fill: '#3b1d0e',
          transform: `rotate(${fmt(s.between(0, 90))} ${fmt(x)} ${fmt(y)})`,
        }),
      );
  }
  return parts.join('');
}
