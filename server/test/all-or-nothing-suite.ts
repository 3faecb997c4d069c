import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalOidcProvider, type LocalOidcProvider } from './local-oidc-provider';
import { multiRowChanges, MULTI_ROW_CHANGES, UNAUDITED_CHANGES } from './multi-row-changes';
import { startSmtpListener } from './smtp-listener';
import { connectionsCheckedOut, statementCutter, type CutMode, type StatementCutter } from './statement-cut';
import { SSO_REDIRECT_URL } from './sso-flow';
import { createTestApp, type TestApp } from './test-app';

/**
 * Every multi-row change, cut at each of its statements in turn (BEGIN and COMMIT included where the
 * driver sends them): the API answers an error, the rows are exactly as before, the next
 * request succeeds, and no pooled connection stays checked out.
 */
export function describeAllOrNothing(title: string, mode: CutMode): void {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
  let oidc: LocalOidcProvider;
  let cutter: StatementCutter;
  let changes: Awaited<ReturnType<typeof multiRowChanges>>;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    oidc = await startLocalOidcProvider({
      redirectUris: [SSO_REDIRECT_URL],
      postLogoutRedirectUris: [],
      accounts: {},
    });
    t = await createTestApp({ SMTP_URL: smtp.url, SSO_SECRET_KEY: randomBytes(32).toString('base64') });
    cutter = statementCutter(t.database, mode);
    changes = await multiRowChanges(t, smtp.received, oidc);
  });

  afterAll(async () => {
    await t.close();
    await smtp.close();
    await oidc.close();
  });

  describe(title, () => {
    it.each(MULTI_ROW_CHANGES)('%s', async (name) => {
      const report = await changes[name](cutter);
      console.log(
        `${name}: ${report.cutPoints} cut points (${mode}), ${report.inTransaction} inside the transaction, ` +
          `${report.auditEntries} audit entries`,
      );
      expect(report.cutPoints).toBeGreaterThan(0);
      // A cut change left no entry (expectAllOrNothing); the whole one is in the audit log.
      if (!UNAUDITED_CHANGES.has(name))
        expect(report.auditEntries, 'audit entries written').toBeGreaterThan(0);
      expect(connectionsCheckedOut(t.database), 'connections still checked out after the cuts').toBe(0);
    });
  });
}
