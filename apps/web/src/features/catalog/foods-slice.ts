import { createSlice } from '@reduxjs/toolkit';
import { FOOD_PAGE_SIZE, type Food, type Pagination } from '@ninetonine/contract';

/** Spec §3 food list state. */
export interface FoodsState {
  foods: Food[];
  pagination: Pagination;
  foodDetails: Food | null;
  loading: boolean;
  error: string | null;
}

export const initialFoodsState: FoodsState = {
  foods: [],
  pagination: { page: 1, total: 0, totalPages: 0, limit: FOOD_PAGE_SIZE },
  foodDetails: null,
  loading: false,
  error: null,
};

export const foodsSlice = createSlice({
  name: 'foods',
  initialState: initialFoodsState,
  reducers: {},
});
