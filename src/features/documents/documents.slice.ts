import { createSlice } from '@reduxjs/toolkit';

// Stub: the documents work replaces this with the domain's state machine (keep the export name).
export const documentsSlice = createSlice({
  name: 'documents',
  initialState: {} as Record<string, never>,
  reducers: {},
});
