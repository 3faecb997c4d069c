import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../constants';

/** Query of every server-paginated list: page (0-based), page size 10/20/30, sort direction, filter text. */
export const ListQuerySchema = z.object({
  Page: z.coerce.number().int().min(0).max(100_000).default(0),
  PageSize: z.coerce
    .number()
    .int()
    .refine((size) => (PAGE_SIZES as readonly number[]).includes(size), 'Page size must be 10, 20 or 30')
    .default(DEFAULT_PAGE_SIZE),
  SortDirection: z.enum(['asc', 'desc']).default('asc'),
  Search: z.string().trim().max(100).optional(),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

/** One page of a list and the number of rows in all pages. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ Items: z.array(item), TotalCount: z.number().int() });
export interface Page<T> {
  Items: T[];
  TotalCount: number;
}

/** A delete answers with the deleted item's id (spec section 7). */
export const DeletedIdSchema = z.uuid();
