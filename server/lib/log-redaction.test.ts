import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('hides the calendar feed token in the path, whatever the casing', () => {
    expect(redactUrl('/api/v1/calendar/feed/abcDEF123_-.ics')).toBe('/api/v1/calendar/feed/[redacted]');
    expect(redactUrl('/API/V1/Calendar/Feed/abc.ics?x=1')).toBe('/API/V1/Calendar/Feed/[redacted]?x=1');
  });

  it('hides the token however the path is spelled for the router: escapes or an absolute URL', () => {
    expect(redactUrl('/api/v1/calendar/%66eed/abcDEF123.ics')).toBe('/api/v1/calendar/feed/[redacted]');
    expect(redactUrl('/%61pi/v1/calendar/feed/abc.ics?x=1')).toBe('/api/v1/calendar/feed/[redacted]?x=1');
    expect(redactUrl('http://plchub.test/api/v1/calendar/feed/abc.ics')).toBe(
      '/api/v1/calendar/feed/[redacted]',
    );
    expect(redactUrl('/forgot%50assword/s3cret')).toBe('/forgotPassword/[redacted]');
    // A malformed escape is not routed anywhere; it is kept as sent.
    expect(redactUrl('/api/v1/task/%E0%A4%A')).toBe('/api/v1/task/%E0%A4%A');
  });

  it('hides the password-reset token', () => {
    expect(redactUrl('/forgotPassword/s3cret')).toBe('/forgotPassword/[redacted]');
  });

  it('hides the OAuth code and state but keeps other query values', () => {
    expect(redactUrl('/zoomIntegrationResponse/callback?code=abc&state=xyz&lang=en')).toBe(
      '/zoomIntegrationResponse/callback?code=%5Bredacted%5D&state=%5Bredacted%5D&lang=en',
    );
  });

  it('leaves ordinary URLs alone', () => {
    expect(redactUrl('/api/v1/task/getById/1?Page=2&Sort=Title')).toBe(
      '/api/v1/task/getById/1?Page=2&Sort=Title',
    );
  });
});
