/** Marks the screen a build rendered ahead into the page's #root (first-screens.tsx). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** Whether the page arrived with a screen already in it, for the app to take over once it can. */
export const hasPrerenderedScreen = (container: HTMLElement): boolean =>
  container.firstElementChild?.hasAttribute(PRERENDERED_ATTRIBUTE) ?? false;
