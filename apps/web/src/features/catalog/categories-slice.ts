import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Category } from '@ninetonine/contract';

export interface CategoriesState {
  categories: Category[];
}

export const categoriesSlice = createSlice({
  name: 'categories',
  initialState: { categories: [] } as CategoriesState,
  reducers: {
    setCategories(state, action: PayloadAction<Category[]>) {
      state.categories = action.payload;
    },
  },
});
export const { setCategories } = categoriesSlice.actions;
