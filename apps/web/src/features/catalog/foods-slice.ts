import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import axios from 'axios';
import {
  FOOD_PAGE_SIZE,
  fallbackMessages,
  type Food,
  type GetAllFoodQueryInput,
  type GetAllFoodResponse,
  type Pagination,
} from '@ninetonine/contract';
import { errorMessage } from '@/lib/api-client';
import { getAllFood, toFoodParams } from './api/get-all-food';
import { getFood } from './api/get-food';
import { getFoodByCategory } from './api/get-food-by-category';

/** Spec §3 food list state, plus which request the list answers. */
export interface FoodsState {
  foods: Food[];
  pagination: Pagination;
  foodDetails: Food | null;
  loading: boolean;
  error: string | null;
  /**
   * The key of the request the list currently answers, so a page never shows another page's
   * list and going back to an already loaded list does not fetch it again.
   */
  listKey: string | null;
  /** The request allowed to settle loading/error (the latest one started). */
  requestId: string | null;
}

export const initialFoodsState: FoodsState = {
  foods: [],
  pagination: { page: 1, total: 0, totalPages: 0, limit: FOOD_PAGE_SIZE },
  foodDetails: null,
  loading: false,
  error: null,
  listKey: null,
  requestId: null,
};

/** What a failed thunk carries: the message shown and the HTTP status (404 means "no such dish"). */
export interface FoodsFailure {
  message: string;
  status: number | null;
}

function failure(error: unknown, fallback: string): FoodsFailure {
  return {
    message: errorMessage(error, fallback),
    status: axios.isAxiosError(error) ? (error.response?.status ?? null) : null,
  };
}

/** A stable key for a list query: same filters in any order give the same key. */
export function foodsListKey(query: GetAllFoodQueryInput): string {
  const params = toFoodParams(query);
  return `all?${new URLSearchParams(Object.entries(params).sort(([a], [b]) => (a < b ? -1 : 1)))}`;
}
export const categoryListKey = (category: string) => `category:${category}`;

interface FoodsThunkConfig {
  state: { foods: FoodsState };
  rejectValue: FoodsFailure;
}

export const fetchFoods = createAsyncThunk<
  GetAllFoodResponse,
  GetAllFoodQueryInput,
  FoodsThunkConfig
>(
  'foods/fetchFoods',
  async (query, { signal, rejectWithValue }) => {
    try {
      return await getAllFood(query, signal);
    } catch (error) {
      return rejectWithValue(failure(error, fallbackMessages.fetchFoods));
    }
  },
  { condition: (query, { getState }) => !isListFresh(getState().foods, foodsListKey(query)) },
);

export const fetchFoodDetails = createAsyncThunk<Food, string, FoodsThunkConfig>(
  'foods/fetchFoodDetails',
  async (id, { signal, rejectWithValue }) => {
    try {
      return await getFood(id, signal);
    } catch (error) {
      return rejectWithValue(failure(error, fallbackMessages.fetchFoodDetails));
    }
  },
);

export const fetchFoodsByCategory = createAsyncThunk<Food[], string, FoodsThunkConfig>(
  'foods/fetchFoodsByCategory',
  async (category, { signal, rejectWithValue }) => {
    try {
      return await getFoodByCategory(category, signal);
    } catch (error) {
      return rejectWithValue(failure(error, fallbackMessages.fetchFoodsByCategory));
    }
  },
  {
    condition: (category, { getState }) =>
      !isListFresh(getState().foods, categoryListKey(category)),
  },
);

/** The list already answers this request and nothing is in flight: no need to ask again. */
function isListFresh(state: FoodsState, key: string) {
  return state.listKey === key && !state.loading && !state.error;
}

type Meta = { meta: { requestId: string } };
type Failed = Meta & { payload?: FoodsFailure; meta: { aborted: boolean } };

function started(state: FoodsState, action: Meta) {
  state.requestId = action.meta.requestId;
  state.loading = true;
  state.error = null;
}

/** Only the latest request may settle the state: an older answer arriving late is dropped. */
function isLatest(state: FoodsState, action: Meta) {
  if (state.requestId !== action.meta.requestId) return false;
  state.requestId = null;
  state.loading = false;
  return true;
}

function failed(state: FoodsState, action: Failed, fallback: string) {
  // An aborted request was closed by its page: not a failure to show.
  if (!isLatest(state, action) || action.meta.aborted) return false;
  state.error = action.payload?.message ?? fallback;
  return true;
}

export const foodsSlice = createSlice({
  name: 'foods',
  initialState: initialFoodsState,
  reducers: {
    /** Spec §4: a created food goes first in the list. */
    foodCreated(state, action: PayloadAction<Food>) {
      state.foods.unshift(action.payload);
      state.pagination.total += 1;
    },
    /** Spec §4: an updated food replaces its copy in the list and in the details. */
    foodUpdated(state, action: PayloadAction<Food>) {
      const food = action.payload;
      const index = state.foods.findIndex((f) => f._id === food._id);
      if (index !== -1) state.foods[index] = food;
      if (state.foodDetails?._id === food._id) state.foodDetails = food;
    },
    /** Spec §4: a deleted food leaves the list. */
    foodDeleted(state, action: PayloadAction<string>) {
      const before = state.foods.length;
      state.foods = state.foods.filter((f) => f._id !== action.payload);
      if (state.foods.length < before) {
        state.pagination.total = Math.max(0, state.pagination.total - 1);
      }
      if (state.foodDetails?._id === action.payload) state.foodDetails = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchFoods.pending, started)
      .addCase(fetchFoods.fulfilled, (state, action) => {
        if (!isLatest(state, action)) return;
        state.foods = action.payload.foods;
        state.pagination = action.payload.pagination;
        state.listKey = foodsListKey(action.meta.arg);
      })
      .addCase(fetchFoods.rejected, (state, action) => {
        if (failed(state, action, fallbackMessages.fetchFoods)) state.listKey = null;
      })
      .addCase(fetchFoodDetails.pending, started)
      .addCase(fetchFoodDetails.fulfilled, (state, action) => {
        if (isLatest(state, action)) state.foodDetails = action.payload;
      })
      .addCase(fetchFoodDetails.rejected, (state, action) => {
        if (failed(state, action, fallbackMessages.fetchFoodDetails)) state.foodDetails = null;
      })
      .addCase(fetchFoodsByCategory.pending, started)
      .addCase(fetchFoodsByCategory.fulfilled, (state, action) => {
        if (!isLatest(state, action)) return;
        state.foods = action.payload;
        // The category call is not paged: one page holds everything.
        state.pagination = {
          page: 1,
          total: action.payload.length,
          totalPages: action.payload.length ? 1 : 0,
          limit: Math.max(FOOD_PAGE_SIZE, action.payload.length),
        };
        state.listKey = categoryListKey(action.meta.arg);
      })
      .addCase(fetchFoodsByCategory.rejected, (state, action) => {
        if (failed(state, action, fallbackMessages.fetchFoodsByCategory)) state.listKey = null;
      });
  },
});

export const { foodCreated, foodUpdated, foodDeleted } = foodsSlice.actions;
