import { lazy } from 'react';

/**
 * The rich-text editor (TipTap, the largest package the app has) in a chunk of its own: only forms that
 * edit notes render it, and their routes start its download when they start loading (app/router.tsx).
 */
export const loadRichTextEditor = () => import('./rich-text-editor');

export const RichTextEditor = lazy(loadRichTextEditor);
