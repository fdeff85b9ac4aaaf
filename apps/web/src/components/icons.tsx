import type { SVGProps } from 'react';

/**
 * Small line icons drawn in currentColor. SVG rather than emoji: the same on every device,
 * crisp at any size, and never a missing-glyph box.
 */
const PATHS = {
  veg: 'M4 4h16v16H4z M12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7z',
  nonveg: 'M4 4h16v16H4z M12 7.5l4.5 8h-9z',
  leaf: 'M5 19c0-8 5-13 14-14-1 9-6 14-14 14z M5 19l7-7',
  chili: 'M18 5c-1-1-2.5-1-3 0 M15 5c-1 5-5 10-11 13 6 1 13-3 13-10 0-1.5-1-3-2-3z',
  nut: 'M12 3c4 0 6 4 6 9s-2 9-6 9-6-4-6-9 2-9 6-9z M9 9h6 M8.5 13h7',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  star: 'M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.8z',
  plate: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10z',
  pan: 'M3 11h13a0 0 0 0 1 0 0 6 6 0 0 1-6 6H9a6 6 0 0 1-6-6z M16 12h5 M7 7c0-1 1-1 1-2 M11 7c0-1 1-1 1-2',
  search: 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13z M15.5 15.5L20 20',
  tag: 'M3 12V4h8l9 9-8 8z M7.5 7.5h.01',
  spoon: 'M12 3c2.5 0 4 2 4 4.5S14.5 12 12 12 8 10 8 7.5 9.5 3 12 3z M12 12v9',
  basket: 'M3 9h18l-2 11H5z M7 9l5-6 5 6 M9 13v4 M15 13v4',
  fire: 'M12 21c-4 0-7-3-7-7 0-4 3-6 4-10 2 2 3 4 3 6 1-1 2-2 2-4 3 2 5 5 5 8 0 4-3 7-7 7z',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z M12 7v5l3 2',
  cart: 'M3 4h2l2.4 11h10.2L20 8H6.2 M9 20h.01 M17 20h.01',
  sliders: 'M4 6h10 M18 6h2 M4 12h4 M12 12h8 M4 18h12 M20 18h0 M16 4v4 M10 10v4 M18 16v4',
  lock: 'M6 11h12v10H6z M8.5 11V7.5a3.5 3.5 0 0 1 7 0V11 M12 15v2',
  herb: 'M12 21V9 M12 13c-4 0-6-3-6-7 4 0 6 3 6 7z M12 11c0-4 2-7 6-7 0 4-2 7-6 7z',
} as const;
export type IconName = keyof typeof PATHS;

interface IconProps extends SVGProps<SVGSVGElement> {
  name: IconName;
  size?: number;
}

export function Icon({ name, size = 16, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
