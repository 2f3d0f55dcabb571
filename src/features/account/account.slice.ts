import { createSlice } from '@reduxjs/toolkit';

// Stub: the account work replaces this with the domain's state machine (keep the export name).
export const accountSlice = createSlice({
  name: 'account',
  initialState: {} as Record<string, never>,
  reducers: {},
});
