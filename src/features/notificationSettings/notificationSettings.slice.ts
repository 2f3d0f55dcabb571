import { createSlice } from '@reduxjs/toolkit';

// Stub: the notificationSettings work replaces this with the domain's state machine (keep the export name).
export const notificationSettingsSlice = createSlice({
  name: 'notificationSettings',
  initialState: {} as Record<string, never>,
  reducers: {},
});
