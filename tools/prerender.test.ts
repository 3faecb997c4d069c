import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_PAGES } from '../server/plugins/first-screen-pages';
import { type PrerenderedScreens, renderFirstScreens, writePrerenderedPages } from './prerender';

const PAGE =
  '<!doctype html><html><head><title>PLC Hub</title></head><body><div id="root"></div></body></html>';

let screens: PrerenderedScreens;
beforeAll(async () => {
  screens = await renderFirstScreens();
});

/** The text a reader sees in `markup`: no styles, no tags. */
const textOf = (markup: string) =>
  markup
    .replace(/<style[^>]*>.*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('the first screens rendered ahead', () => {
  it('show the sign-in page with its styles, inert and hidden from assistive technology until the app takes over', () => {
    expect(screens.signIn).toMatch(/^<div data-prerendered inert aria-hidden="true">/);
    const text = textOf(screens.signIn);
    expect(text).toContain('PLC Hub manages your professional learning community');
    expect(text).toContain('Sign in');
    expect(screens.signIn).toMatch(/<h1[^>]*>Sign in<\/h1>/);
    expect(screens.signIn).toMatch(/<label[^>]*>Email Address/);
    expect(screens.signIn).toMatch(/<input[^>]*type="password"/);
    // The theme's base styles come with it: the page looks as the app will.
    expect(screens.signIn).toContain('background-color:#f5f7fa');
  });

  it('show the dashboard in its frame while its lists load, and nothing of any user', () => {
    expect(screens.landing).toMatch(/^<div data-prerendered inert aria-hidden="true">/);
    const text = textOf(screens.landing);
    for (const heading of ['Dashboard', 'Upcoming Meetings', 'My Task Assignments']) {
      expect(text).toContain(heading);
    }
    expect(screens.landing).toContain('aria-label="Open menu"');
    expect(screens.landing.match(/role="progressbar"/g)).toHaveLength(2);
    // Only the session knows whose page it is and what the menu holds.
    expect(text).not.toMatch(/My Account|Logout|Send feedback/);
  });
});

describe('writing them into the pages', () => {
  let outDir: string;
  beforeAll(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'plchub-prerender-'));
  });
  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

  it("fills each page's empty root, styles with a $ in them included", async () => {
    for (const page of [FIRST_SCREEN_PAGES.signIn, FIRST_SCREEN_PAGES.landing]) {
      await writeFile(path.join(outDir, page), PAGE);
    }
    const markup = { signIn: '<p>sign in $& $1</p>', landing: '<p>dashboard</p>' };
    const sizes = await writePrerenderedPages(outDir, markup);
    const signIn = await readFile(path.join(outDir, FIRST_SCREEN_PAGES.signIn), 'utf8');
    expect(signIn).toBe(
      PAGE.split('<div id="root"></div>').join('<div id="root"><p>sign in $& $1</p></div>'),
    );
    const landing = await readFile(path.join(outDir, FIRST_SCREEN_PAGES.landing), 'utf8');
    expect(landing).toContain('<div id="root"><p>dashboard</p></div>');
    expect(sizes).toEqual([Buffer.byteLength(signIn), Buffer.byteLength(landing)]);
  });

  it('refuses a page without an empty root rather than leave it unrendered', async () => {
    await writeFile(path.join(outDir, FIRST_SCREEN_PAGES.signIn), '<div id="root">taken</div>');
    await writeFile(path.join(outDir, FIRST_SCREEN_PAGES.landing), PAGE);
    await expect(writePrerenderedPages(outDir, { signIn: '<p></p>', landing: '<p></p>' })).rejects.toThrow(
      /no empty <div id="root"><\/div>/,
    );
  });
});
