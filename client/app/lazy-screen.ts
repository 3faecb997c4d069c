import { type ComponentType, createElement, lazy, useState } from 'react';

/** A screen in its own chunk: the component to render, and a way to fetch it before it renders. */
export interface LazyScreen {
  /** The screen: rendered at once if its chunk has arrived, else through React.lazy (suspending). */
  Component: ComponentType;
  /** Starts (or joins) the chunk's download; resolves once the screen renders without suspending. */
  preload: () => Promise<void>;
}

export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
    });
  const Suspending = lazy(load);
  function Component() {
    // Chosen once per mount: switching from one to the other would remount the screen.
    const [Screen] = useState<ComponentType>(() => loaded ?? Suspending);
    return createElement(Screen);
  }
  return { Component, preload };
}

/**
 * Starts a chunk's download without waiting for it. A chunk that fails to load is reported where it
 * renders (React.lazy rejects there too, and the route's error screen shows), not here.
 */
export function preloadChunk(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}

/**
 * For a route's loader: resolves once the chunk has arrived (or failed, which shows where it renders), so
 * the router renders the screen itself rather than a Suspense fallback that React, once shown, keeps up for
 * at least 300 ms.
 */
export function chunkArrived(load: () => Promise<unknown>): Promise<void> {
  return load().then(
    () => undefined,
    () => undefined,
  );
}
