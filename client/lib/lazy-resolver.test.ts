import type { Resolver, ResolverResult } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Form = { Name: string };

const requireName: Resolver<Form> = async (values): Promise<ResolverResult<Form>> =>
  values.Name
    ? { values, errors: {} }
    : { values: {}, errors: { Name: { type: 'required', message: 'Name is required' } } };

const validate = (resolver: Resolver<Form>, values: Form) =>
  resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('lazyResolver', () => {
  it('loads the resolver on first validation, once, and answers what it answers', async () => {
    const load = vi.fn(async () => requireName);
    const { resolver } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    expect(await validate(resolver, { Name: '' })).toEqual({
      values: {},
      errors: { Name: { type: 'required', message: 'Name is required' } },
    });
    expect(await validate(resolver, { Name: 'Ada' })).toEqual({ values: { Name: 'Ada' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preloads without waiting, and a failed load is tried again by the next validation', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Form>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(requireName);
    const { resolver, preload } = lazyResolver(load);
    preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    // The failed preload is forgotten once it has failed.
    await Promise.resolve();
    expect(await validate(resolver, { Name: 'Ada' })).toEqual({ values: { Name: 'Ada' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
