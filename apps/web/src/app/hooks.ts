import { createAsyncThunk, type TypedStartListening } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store';

/**
 * The one module through which features reach the app layer: typed hooks, the typed thunk
 * creator and the typed listener signature. Only types come from the store, so importing this
 * from a feature creates no runtime cycle.
 */
export type { AppDispatch, RootState };

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

/** Every thunk of the app: typed state and dispatch, rejections carry a message to show. */
export const createAppAsyncThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  rejectValue: string;
}>();

/** What a feature's `register…Listeners(startAppListening)` receives from app/listeners.ts. */
export type AppStartListening = TypedStartListening<RootState, AppDispatch>;
