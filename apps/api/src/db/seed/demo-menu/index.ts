import { bowls, curries } from './bowls-and-curries';
import { desserts, drinks } from './desserts-drinks';
import { breakfast, burgers, pizza } from './morning-and-grill';
import { noodlesRice, wraps } from './noodles-wraps';
import type { DemoCategory } from './types';

export type { DemoCategory } from './types';

/** The demo menu in display order. */
export const DEMO_MENU: readonly DemoCategory[] = [
  breakfast,
  burgers,
  pizza,
  bowls,
  curries,
  noodlesRice,
  wraps,
  desserts,
  drinks,
];
