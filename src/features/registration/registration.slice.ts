import { createSlice } from '@reduxjs/toolkit';

// Stub: the registration work replaces this with the domain's state machine (keep the export name).
export const registrationSlice = createSlice({
  name: 'registration',
  initialState: {} as Record<string, never>,
  reducers: {},
});
