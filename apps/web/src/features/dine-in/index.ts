/** A table's page for guests (decision 0094): join, order rounds, the tab, calls, paying. */
export { TableScreen } from './components/table-screen';
export type { RenderOptions } from './components/dish-row';
