import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './same-origin-path';

describe('sameOriginPath', () => {
  it.each([
    ['/meetings', '/meetings'],
    ['/editMeeting/7b1f?tab=agenda#notes', '/editMeeting/7b1f?tab=agenda#notes'],
    ['/meetings/../myAccount', '/myAccount'],
    ['/manageStaff?search=ava%20khan', '/manageStaff?search=ava%20khan'],
  ])('keeps the app path %j', (target, expected) => {
    expect(sameOriginPath(target)).toBe(expected);
  });

  it.each([
    null,
    '',
    'meetings',
    '//evil.example',
    '//evil.example/meetings',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    '/meetings\\..\\..\\evil',
    'https://evil.example/',
    'http:/evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/meetings\u0000',
    '/meetings\u007f',
    '/meetings\u0085',
    '/meetings\u2028',
    '/ /evil.example',
    ' /meetings',
    // Dot segments that normalise into a protocol-relative address.
    '/.//evil.example',
    '/%2e%2e//evil.example',
    '/meetings/..//evil.example',
  ])('refuses %j', (target) => {
    expect(sameOriginPath(target)).toBeNull();
  });

  it('refuses control characters that arrive percent-encoded in the query string', () => {
    for (const encoded of ['%2F%09%2Fevil.example', '%2F%0A%2Fevil.example', '%2F%5Cevil.example']) {
      const target = new URLSearchParams(`redirectTo=${encoded}`).get('redirectTo');
      expect({ encoded, path: sameOriginPath(target) }).toEqual({ encoded, path: null });
    }
  });
});
