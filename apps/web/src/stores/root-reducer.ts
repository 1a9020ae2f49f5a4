import { combineReducers } from '@reduxjs/toolkit';
import { api } from '../lib/api';
import { cartReducer } from './cart-slice';
import { studioReducer } from './studio-slice';
import { userReducer } from './user-slice';

export const rootReducer = combineReducers({
  user: userReducer,
  cart: cartReducer,
  studio: studioReducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
