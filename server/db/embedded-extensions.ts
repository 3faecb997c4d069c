import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';

/**
 * The PostgreSQL extensions the migrations create, loaded into every embedded (PGlite) database: btree_gin
 * lets a search index lead with the school (migration 0017). Real PostgreSQL has them in its contrib package.
 */
export const EMBEDDED_EXTENSIONS = { btree_gin };
