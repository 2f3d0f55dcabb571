import type { AxiosRequestConfig } from 'axios';
import type { OkResponse } from '@/contract/common';
import type { RefreshTokenResponse } from '@/contract/session';
import { clientHooks } from './clientSettings';
import type * as Http from './http';

export { installClientHooks, MAX_GET_RETRIES, setRetryBaseDelay, type ClientHooks } from './clientSettings';

/**
 * The app's API calls (conventions rule 2). The HTTP client itself (axios, the token refresh,
 * the retries: api/http.ts) loads with the first call, so the sign-in page starts without it
 * (issue 9); `preloadClient()` fetches it ahead when the page has painted.
 */
let http: Promise<typeof Http> | undefined;

function loadHttp(): Promise<typeof Http> {
  http ??= Promise.resolve(clientHooks().beforeFirstRequest?.()).then(() => import('./http'));
  return http;
}

/** Loads the HTTP client ahead of the first call (after the first paint), so no call waits for it. */
export function preloadClient(): void {
  void loadHttp();
}

export async function apiGet<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
  return (await loadHttp()).apiGet<T>(url, config);
}

export async function apiPost<T = OkResponse>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  return (await loadHttp()).apiPost<T>(url, body, config);
}

export async function apiPut<T = OkResponse>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  return (await loadHttp()).apiPut<T>(url, body, config);
}

export async function apiDelete<T = OkResponse>(url: string, config?: AxiosRequestConfig): Promise<T> {
  return (await loadHttp()).apiDelete<T>(url, config);
}

/**
 * Single-flight refresh of the session (decision 6; api/http.ts): any number of concurrent
 * callers share one `POST /refresh-token`.
 */
export async function refreshSession(): Promise<RefreshTokenResponse> {
  return (await loadHttp()).refreshSession();
}
