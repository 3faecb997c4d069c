// Our CSP forbids eval. Unless told to run jitless, Zod probes `new Function('')` before compiling its
// validators, and the browser files a CSP violation for the refused probe on every screen with a form.
// `z.config({ jitless: true })` would pull Zod into the first load, which the dashboard does without; Zod 4
// keeps that config on this global and adopts one that already exists (colinhacks/zod#5889), so setting it
// before any Zod module runs is the same call. main.tsx imports this first; the XSS corpus spec fails on
// any CSP report, this one included, should Zod stop reading the global.
const zodHolder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodHolder.__zod_globalConfig = { ...zodHolder.__zod_globalConfig, jitless: true };
