import { expect, test } from './helpers/test';
import { expectNoSeriousA11yViolations } from './helpers/axe';

/** The check every journey relies on: it must fail, and say why, on a page with serious violations. */
test('the accessibility check fails on serious violations and names each rule', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>' +
      '<button></button><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></body></html>',
  );
  const failure = await expectNoSeriousA11yViolations(page, 'a broken page').then(
    () => null,
    (error: Error) => error,
  );
  expect(failure?.message).toContain('button-name');
  expect(failure?.message).toContain('image-alt');
});
