import { z } from 'zod';

// Our CSP forbids eval. Without this, Zod probes `new Function('')` before compiling its validators, the
// browser files a CSP violation for the refused probe on every screen with a form, and Zod falls back to
// the interpreter anyway. It must run before any schema is built, so main.tsx imports it first.
z.config({ jitless: true });
