/**
 * Compile-time checks that a request schema and the contract's interface of the same body cannot drift
 * (the `*.requests.ts` files): `Expect<SchemaFits<typeof schema, Interface>>` fails `tsc` unless the schema's
 * input and output and the interface are assignable both ways.
 */
import type * as v from 'valibot';

/** True when A and B are assignable both ways. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** The schema reads exactly the interface: its input and its output are the interface. */
export type SchemaFits<TSchema extends v.GenericSchema, T> = Same<
  [v.InferInput<TSchema>, v.InferOutput<TSchema>],
  [T, T]
>;

/** Compiles only for `true`. */
export type Expect<T extends true> = T;
