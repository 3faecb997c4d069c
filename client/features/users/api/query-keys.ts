/** Every users query starts with this key, so one invalidation refreshes lists, forms and checks. */
export const usersQueryKey = ['users'] as const;
