import type { PasswordState } from './password.slice';

export type PasswordRoot = { password: PasswordState };

export const selectPassword = (state: PasswordRoot) => state.password;
