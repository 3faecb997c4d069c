-- Audit entries are keyed by their sequence (monotonic, cheap to insert) instead of a random id, and have
-- no index by person: under 16 connections the two cost a task's status move 16-19% of the database's
-- throughput (issue 23's write budget).
DROP INDEX "audit_entries_actor_idx";--> statement-breakpoint
ALTER TABLE "audit_entries" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "audit_entries" ADD PRIMARY KEY ("sequence");
