import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Who may import whom in apps/web/src (docs/decisions/0011). */
const deepFeatureImport = {
  group: ['@/features/*/*', '!@/features/*/page-parts'],
  message: "Import a feature through its index ('@/features/<name>').",
};
/** Page-only parts stay out of the first load: only the lazy route modules import them. */
const pagePartsOutsideRoutes = {
  group: ['@/features/*/page-parts'],
  message: "Only pages (src/app/routes/**) import '@/features/<name>/page-parts'.",
};
const relativeFeatureImport = {
  group: ['../../features/*', '../features/*'],
  message: "Use '@/features/<name>'.",
};
const featureToFeature = {
  group: ['@/features', '@/features/*', '../../features/*', '../features/*'],
  message: 'Features must not import each other; compose them in src/app (app/routes for pages).',
};
const featureToApp = (allowed) => ({
  group: ['@/app/*', ...allowed.map((m) => `!@/app/${m}`), '../../app/*', '../app/*'],
  message: 'Features depend on the app layer only through @/app/hooks.',
});

/** Only repositories talk to the database. */
const drizzleOutsideRepositories = {
  group: ['drizzle-orm', 'drizzle-orm/*'],
  message: 'Only *.repository.ts files use Drizzle.',
};
/** Its signature checks compare with `===` (decision 0074). */
const razorpaySignatureUtils = {
  group: ['razorpay/dist/utils/*'],
  message: 'Check provider signatures with provider-signature.ts (constant time).',
};
/** Orders import payments, never the reverse (decision 0077): no cycle between the two. */
const paymentsToOrders = {
  group: ['../orders', '../orders/*', '**/modules/orders', '**/modules/orders/*'],
  message:
    'Payments never import the orders module: it hands them the PaymentOrders port (decision 0077).',
};
/** The payment port's adapters: the only files that import a provider's SDK (decision 0078). */
const paymentAdapters = [
  'apps/api/src/modules/payments/razorpay-gateway.ts',
  'apps/api/src/modules/payments/stripe-gateway.ts',
];
const providerSdkImport = {
  group: ['razorpay', 'razorpay/*', 'stripe', 'stripe/*', 'twilio', 'twilio/*'],
  message:
    'Only the adapters (razorpay-gateway.ts, stripe-gateway.ts, twilio-messenger.ts) import a provider SDK: use the PaymentGateway or Messenger port.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      '.data-test/**',
      'apps/api/drizzle/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features are composed by the app layer: nobody reaches into a feature's internals.
      'no-restricted-imports': [
        'error',
        { patterns: [deepFeatureImport, relativeFeatureImport, pagePartsOutsideRoutes] },
      ],
    },
  },
  {
    // Pages are composed here, from features' indexes and page parts.
    files: ['apps/web/src/app/routes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [deepFeatureImport, relativeFeatureImport] }],
    },
  },
  {
    // A feature never imports another feature, and sees the app layer through one module.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [featureToFeature, featureToApp(['hooks'])],
          paths: [
            {
              name: '@/app',
              message: 'Features depend on the app layer only through @/app/hooks.',
            },
          ],
        },
      ],
    },
  },
  {
    // A feature's tests may run against the app's real store.
    files: ['apps/web/src/features/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [featureToFeature, featureToApp(['hooks', 'store'])] },
      ],
    },
  },
  {
    // Shared components, hooks and utilities know nothing of features or the app layer.
    files: ['apps/web/src/{components,hooks,lib}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/features',
                '@/features/*',
                '@/app',
                '@/app/*',
                '**/features/*',
                '**/app/*',
              ],
              message:
                'Shared code (components, hooks, lib) must not import features or the app layer.',
            },
          ],
        },
      ],
    },
  },
  {
    // A payment provider's SDK is known to its adapter only (decision 0078): everything else
    // sees the PaymentGateway port.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/modules/**', ...paymentAdapters, 'apps/api/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [providerSdkImport] }] },
  },
  {
    // Only repositories talk to the database.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['apps/api/src/modules/**/*.repository.ts', 'apps/api/src/modules/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [drizzleOutsideRepositories, razorpaySignatureUtils, providerSdkImport],
        },
      ],
    },
  },
  {
    // Payments report what the provider said; the order module decides what it means.
    files: ['apps/api/src/modules/payments/**/*.ts'],
    ignores: ['apps/api/src/modules/**/*.repository.ts', 'apps/api/src/modules/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            drizzleOutsideRepositories,
            razorpaySignatureUtils,
            providerSdkImport,
            paymentsToOrders,
          ],
        },
      ],
    },
  },
  {
    // Repositories: Drizzle yes, a provider's SDK no.
    files: ['apps/api/src/modules/**/*.repository.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [providerSdkImport] }] },
  },
  {
    files: ['apps/api/src/modules/payments/**/*.repository.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [providerSdkImport, paymentsToOrders] }],
    },
  },
  {
    // The adapters: their own provider's SDK; still no Drizzle, no `===` signature checks and
    // no orders import.
    files: paymentAdapters,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [drizzleOutsideRepositories, razorpaySignatureUtils, paymentsToOrders] },
      ],
    },
  },
  {
    // The messaging port's provider adapter (decision 0092): Twilio's SDK, no Drizzle.
    files: ['apps/api/src/modules/messaging/twilio-messenger.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [drizzleOutsideRepositories] }] },
  },
);
