/**
 * A path of the API, written once: `pattern` is what the mock registers (msw's `:name`
 * parameters), `build` is what the app calls, with the parameters in the pattern's order.
 * Paths are relative to the API base (`/api/v1`).
 */
/** One string or number per `:parameter` of the pattern, in its order. */
export type PathArgs<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [string | number, ...PathArgs<`/${Rest}`>]
  : P extends `${string}:${string}`
    ? [string | number]
    : [];

export interface ApiPath<P extends string = string> {
  readonly pattern: P;
  build(...args: PathArgs<P>): string;
}

const PARAMETER = /:[A-Za-z]\w*/g;

export function apiPath<const P extends string>(pattern: P): ApiPath<P> {
  return {
    pattern,
    build: (...args: PathArgs<P>) => {
      let index = 0;
      const values = args as readonly (string | number)[];
      return pattern.replace(PARAMETER, () => encodeURIComponent(String(values[index++])));
    },
  };
}
