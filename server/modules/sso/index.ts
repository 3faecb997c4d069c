/** What other modules (and the tests) may use of sso; everything else in the folder is its own. */
export { SSO_BROWSER_COOKIE } from './config';
