import { useLayoutEffect } from 'react';

/** notistack's stack of toasts (one per corner; ours is bottom right). */
const TOAST_STACK = '.notistack-SnackbarContainer';

/**
 * The CSS variable holding the height the toasts take at the bottom of the viewport: the signed-in
 * layout's main area ends with that much room, and the page's scroll padding keeps a focused control
 * above it, so neither the page's last actions nor the control in use sit under a toast.
 */
export const TOAST_SPACE = '--toast-space';

let reserved = 0;

/** From the top of the stack to the bottom of the viewport; 0 without toasts. */
function measureStack(): number {
  const stack = document.querySelector(TOAST_STACK);
  if (!stack || stack.childElementCount === 0) return 0;
  return Math.max(0, Math.ceil(window.innerHeight - stack.getBoundingClientRect().top));
}

/** A focused control of the page (not of a dialog or a toast) now under the toasts scrolls above them. */
function keepFocusClear(space: number): void {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body) return;
  if (focused.closest(`${TOAST_STACK}, [role="dialog"], [role="presentation"]`)) return;
  if (focused.getBoundingClientRect().bottom > window.innerHeight - space) {
    focused.scrollIntoView({ block: 'nearest' });
  }
}

/** Frames to wait for the page to grow by the room a toast reserved (about a quarter of a second). */
const FRAMES_FOR_ROOM = 15;

/**
 * Scrolls to the end once the page has grown past `heightBefore`. Not in the resize observer's callback,
 * whose page does not yet include the new room, and not always at the next frame either: the room can
 * take a few frames to reach the page's height (seen on a screen re-rendering its list as the toast came).
 * A toast that appears at once (reduced motion) sends no later resize to scroll again.
 */
function scrollToEndOnceGrown(heightBefore: number, framesLeft = FRAMES_FOR_ROOM): void {
  requestAnimationFrame(() => {
    const root = document.documentElement;
    window.scrollTo({ top: root.scrollHeight });
    if (root.scrollHeight <= heightBefore && framesLeft > 1)
      scrollToEndOnceGrown(heightBefore, framesLeft - 1);
  });
}

/** Reserves the toasts' current height; a reader at the end of the page stays at the (new) end. */
function updateToastSpace(): void {
  const space = measureStack();
  if (space === reserved) return;
  const root = document.documentElement;
  const wasAtEnd = window.scrollY + window.innerHeight >= root.scrollHeight - 1;
  const grows = space > reserved;
  reserved = space;
  root.style.setProperty(TOAST_SPACE, `${space}px`);
  if (space === 0) return;
  if (wasAtEnd && grows) scrollToEndOnceGrown(root.scrollHeight);
  keepFocusClear(space);
}

/** For a toast: keeps TOAST_SPACE in step with the stack it sits in, as toasts come, grow and go. */
export function useToastSpace(): void {
  useLayoutEffect(() => {
    const stack = document.querySelector(TOAST_STACK);
    if (!stack) return undefined;
    const observer = new ResizeObserver(updateToastSpace);
    observer.observe(stack);
    return () => {
      observer.disconnect();
      // After the commit that removed this toast (and maybe the whole stack).
      requestAnimationFrame(updateToastSpace);
    };
  }, []);
}
