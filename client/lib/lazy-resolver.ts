import type { FieldValues, Resolver } from 'react-hook-form';

/** A form resolver whose code loads apart from the form's, with a way to start that early. */
export interface LazyResolver<T extends FieldValues> {
  resolver: Resolver<T>;
  /** Starts loading the resolver's code (for example once the form has painted); loads it once. */
  preload: () => void;
}

/**
 * Wraps a resolver loaded on demand: Zod with a form's schema is about 40 KB gzipped, which a screen that
 * must paint fast on a slow phone (the login page) should not wait for. The first validation waits for it;
 * a form that calls preload after it renders has it long before anyone has typed.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): LazyResolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  const loaded = () => (loading ??= load());
  return {
    resolver: async (values, context, options) => (await loaded())(values, context, options),
    preload: () => {
      // A failed load is retried by the next validation, which reports it where the form submits.
      loaded().catch(() => (loading = undefined));
    },
  };
}
