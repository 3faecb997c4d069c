import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Keeps the three parts apart: client and server never import each other; shared imports neither.
 * `allowed` names imports that only look like a forbidden folder (a package's server entry).
 */
const boundary = (forbidden, message, paths = [], allowed = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: forbidden.map((folder) => ({
        group: [`**/${folder}/**`, `**/${folder}`, ...allowed.map((name) => `!${name}`)],
        message,
      })),
      paths,
    },
  ],
});

const serverBoundary = ['server'];
const serverBoundaryMessage = 'The client talks to the server over HTTP only.';
/** Toasts go through components/toast (useToast), which keeps one toast per message on screen. */
const toastsThroughUseToast = [
  { name: 'notistack', importNames: ['useSnackbar'], message: 'Use useToast from client/components/toast.' },
];

/** Imports flow shared → lib/components/hooks → features → app; features never import each other. */
const features = readdirSync(new URL('./client/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const clientLayers = {
  'import-x/no-restricted-paths': [
    'error',
    {
      zones: [
        ...features.map((feature) => ({
          target: `./client/features/${feature}`,
          from: './client/features',
          except: [`./${feature}`],
          message: 'Features do not import each other; compose them in client/app.',
        })),
        {
          target: './client/features',
          from: './client/app',
          message: 'Features do not import the app layer.',
        },
        {
          target: ['./client/components', './client/lib', './client/hooks'],
          from: ['./client/features', './client/app'],
          message: 'Shared client code does not import features or the app layer.',
        },
      ],
    },
  ],
};

/**
 * Server modules reach each other only through their index.ts, and nothing outside server/modules reaches
 * into a module except app.ts, which mounts each module's routes.ts.
 */
const serverModules = readdirSync(new URL('./server/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const frontDoors = serverModules.map((name) => `./${name}/index.ts`);
const frontDoorMessage = "Use the module's index.ts: what it does not export is the module's own.";
const serverModuleBoundaries = {
  'import-x/no-restricted-paths': [
    'error',
    {
      zones: [
        ...serverModules.map((name) => ({
          target: `./server/modules/${name}`,
          from: './server/modules',
          except: [`./${name}`, ...frontDoors],
          message: frontDoorMessage,
        })),
        {
          target: ['./server/!(modules)/**', './server/!(app).ts', './bench/**', './tools/**'],
          from: './server/modules',
          except: frontDoors,
          message: frontDoorMessage,
        },
        {
          target: './server/app.ts',
          from: './server/modules',
          except: [...frontDoors, ...serverModules.map((name) => `./${name}/routes.ts`)],
          message: 'app.ts mounts each module through its routes.ts.',
        },
      ],
    },
  ],
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', 'test-results', 'playwright-report', '.tmp', 'data'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    // Relative imports are all that can cross layers; @shared never imports back. Import cycles are
    // .dependency-cruiser.js's to refuse.
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import-x/ignore': ['node_modules'],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // Fastify plugins are async functions by contract, awaited or not.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/first': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...boundary(serverBoundary, serverBoundaryMessage, toastsThroughUseToast),
      ...clientLayers,
    },
  },
  { files: ['client/components/toast.tsx'], rules: boundary(serverBoundary, serverBoundaryMessage) },
  {
    // The build renders the first screens with React's server renderer (tools/prerender.ts); no page loads it.
    files: ['client/app/prerender/first-screens.tsx'],
    rules: boundary(serverBoundary, serverBoundaryMessage, toastsThroughUseToast, ['react-dom/server']),
  },
  {
    files: ['server/**/*.ts', 'bench/**/*.ts', 'tools/**/*.ts'],
    rules: { ...boundary(['client'], 'The server never imports client code.'), ...serverModuleBoundaries },
  },
  {
    files: ['shared/**/*.ts'],
    rules: boundary(['client', 'server'], 'shared/ is the contract; it depends on nothing else.'),
  },
  {
    // Test answers are JSON read from light-my-request (typed any); assertions check their shape.
    files: ['**/*.test.ts', 'e2e/**/*.ts', 'server/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
);
