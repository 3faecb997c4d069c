import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/** A screen in its own chunk: the component to render, and a way to start fetching it before it renders. */
export interface LazyScreen {
  Component: LazyExoticComponent<ComponentType>;
  /** Starts (or joins) the chunk's download; the browser fetches each module once. */
  preload: () => Promise<unknown>;
}

export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  return { Component: lazy(load), preload: load };
}

/**
 * Starts a chunk's download without waiting for it. A chunk that fails to load is reported where it
 * renders (React.lazy rejects there too, and the route's error screen shows), not here.
 */
export function preloadChunk(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}
