import type { TooltipProps } from '@mui/material/Tooltip';
import {
  cloneElement,
  type ComponentType,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  useEffect,
  useState,
} from 'react';
import { flushSync } from 'react-dom';

type TooltipComponent = ComponentType<TooltipProps>;

let tooltipLoad: Promise<TooltipComponent> | undefined;
/** Loads the tooltip once; a failed load (offline, a newer build deployed) is tried again at the next visit. */
const loadTooltip = () =>
  (tooltipLoad ??= import('@mui/material/Tooltip').then(
    (module) => module.default,
    (error: unknown) => {
      tooltipLoad = undefined;
      throw error;
    },
  ));

interface TriggerProps {
  ref?: (node: HTMLElement | null) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  onKeyUp?: (event: KeyboardEvent<HTMLElement>) => void;
}

interface LazyTooltipProps {
  title: string;
  /** An element that takes a ref and pointer and focus handlers (a button, or a span around a disabled one). */
  children: ReactElement<TriggerProps>;
}

/**
 * MUI's Tooltip, whose code (with its positioning engine, 12 KB gzipped) loads the first time a mouse or the
 * keyboard reaches one, so the lists that show many of them do not carry it in their first load. Touch
 * shows no hint (MUI's showed one on a long press): the control's accessible name says the same. Until then
 * the control renders alone; on that first visit it is remounted inside the tooltip, after any click in
 * progress, with its focus kept.
 */
export function LazyTooltip({ title, children }: LazyTooltipProps) {
  const [Tooltip, setTooltip] = useState<TooltipComponent>();
  const [open, setOpen] = useState(false);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [visit] = useState(
    () =>
      new FirstVisit((component, wanted) => {
        setOpen(wanted);
        setTooltip(() => component);
      }),
  );

  // The remounted control takes the focus the old one had.
  useEffect(() => {
    if (Tooltip && anchor?.isConnected && visit.takeFocus()) {
      (anchor.matches('button, a') ? anchor : anchor.querySelector<HTMLElement>('button, a'))?.focus();
    }
  }, [Tooltip, anchor, visit]);

  if (Tooltip) {
    return (
      <Tooltip title={title} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)}>
        {cloneElement(children, { ref: setAnchor })}
      </Tooltip>
    );
  }
  const { props } = children;
  return cloneElement(children, {
    ref: setAnchor,
    onPointerEnter: (event) => {
      props.onPointerEnter?.(event);
      if (event.pointerType === 'mouse') visit.start();
    },
    onPointerLeave: (event) => {
      props.onPointerLeave?.(event);
      visit.leave();
    },
    // Space clicks a button when it is released: a swap between its keydown and keyup would lose the click.
    onKeyDown: (event) => {
      props.onKeyDown?.(event);
      if (event.key === ' ') visit.press();
    },
    onKeyUp: (event) => {
      props.onKeyUp?.(event);
      if (event.key === ' ') visit.release();
    },
    onPointerDown: (event) => {
      props.onPointerDown?.(event);
      visit.press();
    },
    onPointerUp: (event) => {
      props.onPointerUp?.(event);
      visit.release();
    },
    onFocus: (event) => {
      props.onFocus?.(event);
      visit.focus(event.target.matches(':focus-visible'));
    },
    onBlur: (event) => {
      props.onBlur?.(event);
      visit.blur();
    },
  });
}

/**
 * A control's first visit: loads the tooltip, and swaps it in only between presses. The swap commits at
 * once (flushSync): a press that began on the old element and ended on the new one would click neither.
 */
class FirstVisit {
  private wanted = false;
  private pressed = false;
  private focused = false;
  private focusOnSwap = false;
  private loading = false;
  private pending: (() => void) | undefined;

  constructor(private readonly swap: (component: TooltipComponent, wanted: boolean) => void) {}

  start() {
    this.wanted = true;
    if (this.loading) return;
    this.loading = true;
    loadTooltip().then(
      (component) => {
        const apply = () => {
          // Read now: the control loses its focus as it is remounted, whatever blur that reports.
          this.focusOnSwap = this.focused;
          flushSync(() => this.swap(component, this.wanted));
        };
        if (this.pressed) this.pending = apply;
        else apply();
      },
      // No hint this time; the next visit tries again.
      () => {
        this.loading = false;
      },
    );
  }

  /** Focus from the keyboard asks for the hint; any focus is kept across the swap. */
  focus(fromKeyboard: boolean) {
    this.focused = true;
    if (fromKeyboard) this.start();
  }

  blur() {
    this.focused = false;
    this.wanted = false;
  }

  leave() {
    this.wanted = false;
    // A press that leaves the control clicks nothing here.
    this.release();
  }

  press() {
    this.pressed = true;
  }

  release() {
    this.pressed = false;
    const pending = this.pending;
    this.pending = undefined;
    // After the click this press makes, which the browser dispatches in the same task.
    if (pending) setTimeout(pending, 0);
  }

  /** Whether the control had the focus when the tooltip came in (asked once). */
  takeFocus(): boolean {
    const focus = this.focusOnSwap;
    this.focusOnSwap = false;
    return focus;
  }
}
