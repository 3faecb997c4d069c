import { z } from 'zod';

/** A node of PostgreSQL's EXPLAIN (FORMAT JSON) plan: the fields the plan checks read, the rest passed on. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

const PlanNode: z.ZodType<PlanNode> = z.lazy(() =>
  z.looseObject({
    'Node Type': z.string(),
    'Relation Name': z.string().optional(),
    'Index Name': z.string().optional(),
    'Index Cond': z.string().optional(),
    Plans: z.array(PlanNode).optional(),
  }),
);

/** The one row EXPLAIN (FORMAT JSON) answers, for selectRows. */
export const ExplainRow = z.strictObject({
  'QUERY PLAN': z.tuple([z.looseObject({ Plan: PlanNode })]),
});
