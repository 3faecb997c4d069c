-- Task statuses are fixed by the spec (2 Open, 4 In Progress) plus our completed state.
INSERT INTO "task_statuses" ("id", "name") VALUES (2, 'Open'), (3, 'Completed'), (4, 'In Progress');
