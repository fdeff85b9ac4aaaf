export { foodsSlice } from './foods-slice';
export { categoriesSlice } from './categories-slice';
export { searchSlice } from './search-slice';
export const catalogPages = {
  home: () => import('./pages/home-page'),
  menu: () => import('./pages/menu-page'),
  foodDetails: () => import('./pages/food-details-page'),
  category: () => import('./pages/category-page'),
  search: () => import('./pages/search-page'),
  nineSpecials: () => import('./pages/nine-specials-page'),
};
export { HeaderSearch } from './components/header-search';
