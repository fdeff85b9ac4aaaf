import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Suggestion } from '@ninetonine/contract';

/** Spec §3: the search query and the list of suggestions. */
export interface SearchState {
  query: string;
  suggestions: Suggestion[];
}

export const searchSlice = createSlice({
  name: 'search',
  initialState: { query: '', suggestions: [] } as SearchState,
  reducers: {
    setSearchQuery(state, action: PayloadAction<string>) {
      state.query = action.payload;
    },
    setSuggestions(state, action: PayloadAction<Suggestion[]>) {
      state.suggestions = action.payload;
    },
  },
});
export const { setSearchQuery, setSuggestions } = searchSlice.actions;
