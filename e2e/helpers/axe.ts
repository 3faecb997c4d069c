import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axe, { type RunOptions } from 'axe-core';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
/** Rules that block whatever impact axe gives them: text outside every landmark is missed by landmark navigation. */
const ALWAYS_BLOCKING = new Set(['region']);
/**
 * What the region rule counts as a region besides landmarks: axe's own list (dialogs, svg) and the popups a
 * control opens over the page (a tooltip, a select's list, a menu), which belong to that control, not the page.
 */
const REGION_MATCHER =
  'dialog, [role=dialog], [role=alertdialog], svg, [role=tooltip], [role=listbox], [role=menu]';
/**
 * Off by default in axe (experimental), on where a check asks for it: a control's name must contain its
 * visible text (WCAG 2.5.3). Not everywhere: it also wants a card link's description in the link's name.
 */
export const LABEL_IN_NAME = 'label-content-name-mismatch';

/**
 * axe-core's source, evaluated only where the page has no axe yet: AxeBuilder evaluates it on every analyze,
 * and in legacy mode once more per frame, so a second check of the same page reuses the first one's copy.
 */
const AXE_SOURCE_ONCE_PER_PAGE = `if (typeof window.axe === 'undefined') {\n${axe.source}\n}`;

/**
 * Waits for the page's finite animations and transitions (a dialog fading in, a ripple) to end: axe reads
 * colours as painted, and half-way through a fade the text is paler than it will be.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * axe reads a check's options from the run's options too, though its RunOptions type does not list them.
 * Only violations are collected in full (every rule still runs): the check reads nothing else, and leaving
 * out every passing node's details took 11% off axe's time in the journeys (21.8 s to 19.4 s over 57 runs).
 */
const runOptions = (extraRules: readonly string[]) =>
  ({
    rules: Object.fromEntries(extraRules.map((rule) => [rule, { enabled: true }])),
    checks: { region: { options: { regionMatcher: REGION_MATCHER } } },
    resultTypes: ['violations'],
  }) as RunOptions;

/**
 * Runs axe (WCAG 2.x A and AA rules, best practices, and any `extraRules` axe leaves off) on the page once
 * its transitions have ended and fails on any serious or critical violation, or content outside landmarks,
 * listing each with the elements it found.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  label = page.url(),
  extraRules: readonly string[] = [],
): Promise<void> {
  await settleTransitions(page);
  // Legacy mode runs axe.run in the page itself, same-origin frames included. The default (runPartial) opens a
  // blank page per analyze to merge frame results, which doubled each check's time on two cores; the only
  // thing it adds is cross-origin frames, and the app has none.
  const results = await new AxeBuilder({ page, axeSource: AXE_SOURCE_ONCE_PER_PAGE })
    .setLegacyMode()
    .options(runOptions(extraRules))
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const blocking = results.violations.filter(
    (violation) => BLOCKING_IMPACTS.has(violation.impact ?? '') || ALWAYS_BLOCKING.has(violation.id),
  );
  const report = blocking.map(
    (violation) =>
      `[${violation.impact}] ${violation.id}: ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n'),
  );
  expect(report, `accessibility violations on ${label}`).toEqual([]);
}
