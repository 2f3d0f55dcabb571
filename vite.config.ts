/// <reference types="vitest/config" />
import { readFile, rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { defineConfig, type HtmlTagDescriptor, type Plugin, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The headers a host must send (README "Hosting"): `npm run preview` serves the build with
// them, and so do the browser tests and scripts/serve.mjs.
import { releaseId } from './scripts/release.mjs';
import { SECURITY_HEADERS } from './scripts/securityHeaders.mjs';
import { FIRST_SCREEN_FILES_ID, type FirstScreenFiles } from './src/lib/firstScreenFiles';

/**
 * A build for the real API contains no mock code, not even the worker file from public/
 * (docs/decisions/002-demo-mode.md).
 */
function dropMockWorker(): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-mock-worker',
    apply: (_config, env) => env.command === 'build' && env.mode !== 'demo',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      await rm(join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

type Texts = { [key: string]: string | Texts };

function withFallback(fallback: Texts, texts: Texts): Texts {
  const merged: Texts = { ...fallback };
  for (const [key, value] of Object.entries(texts)) {
    const base = merged[key];
    merged[key] = typeof value === 'object' && typeof base === 'object' ? withFallback(base, value) : value;
  }
  return merged;
}

/**
 * Texts fall back to English. The German files are served with the English
 * text under every key they lack, so the fallback holds without the app downloading the
 * English files as well (i18n runs with fallbackLng false; see src/lib/i18n.ts).
 */
function germanWithEnglishFallback(): Plugin {
  const german = /[\\/]src[\\/]locales[\\/]de[\\/][\w-]+\.json$/;
  return {
    name: 'german-with-english-fallback',
    enforce: 'pre',
    async load(id) {
      if (!german.test(id)) return null;
      const english = id.replace(/([\\/])de([\\/])([\w-]+\.json)$/, '$1en$2$3');
      const [de, en] = await Promise.all([readFile(id, 'utf8'), readFile(english, 'utf8').catch(() => '{}')]);
      this.addWatchFile(english);
      return JSON.stringify(withFallback(JSON.parse(en) as Texts, JSON.parse(de) as Texts));
    },
  };
}

/**
 * The screens a returning manager opens on, by the path the first script matches
 * (src/lib/firstScreenFiles.ts), with their page and text namespaces as src/app/routes/routes.tsx
 * declares them.
 */
const KEPT_SESSION_SCREENS = [
  { path: '/dashboard', page: 'features/dashboard/pages/DashboardPage.tsx', namespaces: ['dashboard'] },
  { path: '/placement/', page: 'features/placementScreen/pages/PlacementPage.tsx', namespaces: ['placement'] },
];

/**
 * The modules of the first visit in one chunk: compressed together they are about 11 KB
 * smaller than as the dozen chunks the automatic splitting makes (the sign-in page's
 * budget is 180 KB). The set is the static closure of the entry, plus the libraries the
 * sign-in page statically needs; the page's own code stays a lazy chunk.
 */
/** The app's CSS Modules. */
const STATIC_LAYOUT_CSS = /[\\/]src[\\/].+\.module\.css$/;
const restoreEarlyModules = new Set<string>();
const startModules = new Set<string>();
const signInModules = new Set<string>();
const signedInModules = new Set<string>();
const srcRoot = fileURLToPath(new URL('./src/', import.meta.url));
const restoreEarlyEntry = join(srcRoot, 'restoreEarly.ts');
function startChunk(): Plugin {
  return {
    name: 'start-chunk',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id: restoreEarlyEntry, name: 'restore-early' });
    },
    buildEnd() {
      restoreEarlyModules.clear();
      startModules.clear();
      signInModules.clear();
      signedInModules.clear();
      // A package's root barrel lists every module of the package; following it would pull
      // modules that only lazy pages use into the first visit.
      // The styles barrel that App needs also re-exports this helper, which imports the classes
      // of a dozen components; nothing of ours uses it, but following it would put those
      // classes into the first visit as soon as any lazy page uses one of the components.
      const unusedHelper = /@mui[\\/]material[\\/]styles[\\/]enhanceHighContrast\.m?js$/;
      const rootBarrel = /node_modules[\\/](@[^\\/]+[\\/])?[^\\/]+[\\/](esm[\\/])?index\.m?js$/;
      const visit = (id: string, into: Set<string>) => {
        const info = this.getModuleInfo(id);
        if (!info || rootBarrel.test(id) || unusedHelper.test(id)) return;
        if (restoreEarlyModules.has(id) || startModules.has(id) || into.has(id)) return;
        into.add(id);
        info.importedIds.forEach((next) => visit(next, into));
      };
      // The first script's modules are a chunk of their own, which the start chunk imports.
      visit(restoreEarlyEntry, restoreEarlyModules);
      visit(join(srcRoot, 'main.tsx'), startModules);
      visit(join(srcRoot, 'features/auth/pages/LoginPage.tsx'), signInModules);
      // A returning manager's start: the signed-in frame, and whatever of the dashboard and the
      // placement screen another screen also uses. In one chunk rather than the forty small ones
      // the splitting makes of it, each a request a phone waits for (six at a time over
      // HTTP/1.1); what only one of the two screens uses stays in that screen's chunk.
      visit(join(srcRoot, 'app/shell/AppShell.tsx'), signedInModules);
      const firstScreens = new Set(KEPT_SESSION_SCREENS.map((screen) => join(srcRoot, screen.page)));
      const closureOf = (entry: string) => {
        const closure = new Set<string>();
        visit(entry, closure);
        return closure;
      };
      const lazyEntries = new Set(
        [...this.getModuleIds()].flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []),
      );
      const closures = [...lazyEntries].map((entry) => ({ entry, closure: closureOf(entry) }));
      for (const { entry, closure } of closures) {
        if (!firstScreens.has(entry)) continue;
        for (const id of closure) {
          const shared = closures.some((other) => other.entry !== entry && other.closure.has(id));
          if (shared && !signInModules.has(id)) signedInModules.add(id);
        }
      }
    },
  };
}

/**
 * The sign-in page is most first visits: its chunk, the chunks it imports and its
 * texts in both languages are requested together with the start chunk, instead of one after
 * another once the start chunk has run. A few KB on the wire for other first pages.
 */
function preloadSignIn(): Plugin {
  const signIn = /[\\/]features[\\/]auth[\\/]pages[\\/]LoginPage\.tsx$/;
  const texts = /[\\/]locales[\\/](de|en)[\\/](common|auth)\.json$/;
  return {
    name: 'preload-sign-in',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const { chunks, closure, loaded } = chunkGraph(bundle);
        const wanted = new Set<string>();
        const add = (fileName: string) => closure(fileName, wanted, loaded);
        for (const chunk of chunks) {
          if (chunk.moduleIds.some((id) => signIn.test(id) || texts.test(id))) add(chunk.fileName);
        }
        return [...wanted].map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * The build's chunks; `closure` collects a chunk's file with the files it imports, leaving out
 * `skip`; `loaded` is what index.html's scripts and Vite's preloads request already.
 */
function chunkGraph(bundle: OutputBundle) {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (fileName: string, into: Set<string>, skip: ReadonlySet<string>) => {
    if (skip.has(fileName) || into.has(fileName)) return;
    into.add(fileName);
    byFile.get(fileName)?.imports.forEach((next) => closure(next, into, skip));
  };
  const loaded = new Set<string>();
  chunks.filter((chunk) => chunk.isEntry).forEach((entry) => closure(entry.fileName, loaded, new Set()));
  return { chunks, closure, loaded };
}

/** index.html's list of the kept-session screens' files (src/lib/firstScreenFiles.ts). */
function firstScreenFiles(bundle: OutputBundle): HtmlTagDescriptor {
  const { chunks, closure, loaded } = chunkGraph(bundle);
  const chunkOf = (moduleId: string) => chunks.find((chunk) => chunk.moduleIds.includes(moduleId));
  const textsOf = (lang: string, namespaces: string[]) =>
    namespaces.flatMap((namespace) => {
      const chunk = chunkOf(join(srcRoot, 'locales', lang, `${namespace}.json`));
      return chunk ? [`/${chunk.fileName}`] : [];
    });
  const shell = chunkOf(join(srcRoot, 'app/shell/AppShell.tsx'));
  const files: FirstScreenFiles = Object.fromEntries(
    KEPT_SESSION_SCREENS.map(({ path, page, namespaces }) => {
      const code = new Set<string>();
      for (const chunk of [shell, chunkOf(join(srcRoot, page))]) {
        if (!chunk) throw new Error(`the build has no chunk for ${page} or the app shell`);
        closure(chunk.fileName, code, loaded);
      }
      const texts = { de: textsOf('de', namespaces), en: textsOf('en', namespaces) };
      return [path, { code: [...code].map((fileName) => `/${fileName}`), texts }];
    }),
  );
  return {
    tag: 'script',
    attrs: { type: 'application/json', id: FIRST_SCREEN_FILES_ID },
    children: JSON.stringify(files),
    injectTo: 'head-prepend',
  };
}

/**
 * index.html's first script (src/restoreEarly.ts): a kept session's refresh leaves beside the
 * start chunk, not after it has run. A module script, `async` so that it runs as soon as it has
 * arrived; the start chunk imports the same file, and so shares its module and the answer.
 */
function restoreEarly(): Plugin {
  return {
    name: 'restore-early',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId === restoreEarlyEntry,
        );
        if (chunk?.type !== 'chunk') throw new Error('the build has no chunk for src/restoreEarly.ts');
        const script = (fileName: string) => ({
          tag: 'script',
          attrs: { type: 'module', async: true, crossorigin: true, src: `/${fileName}` },
          injectTo: 'head-prepend' as const,
        });
        const preload = (fileName: string) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head-prepend' as const,
        });
        // The list comes first: the script reads it.
        return [firstScreenFiles(bundle ?? {}), script(chunk.fileName), ...chunk.imports.map(preload)];
      },
    },
  };
}

/**
 * The real-API build is an installable app with a service worker (docs/decisions/053-service-worker.md): the
 * web app manifest, and `/sw.js`, which precaches the release (every chunk, the texts, the fonts, the icons and
 * index.html, which answers every navigation but `/api`) and caches nothing else: no API answer, nothing sent
 * with the bearer header. A new release waits until the manager reloads or starts anew (registerType 'prompt');
 * `src/app/release/serviceWorker.ts` registers it after the first paint. The demo has msw's worker and no second
 * one (docs/decisions/002-demo-mode.md), so there the plugin is left out altogether.
 */
function installableApp(): PluginOption[] {
  return [
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      // Registered by the app itself, after the first paint, not by a script in index.html.
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['icons/apple-touch-icon.png'],
      manifest: {
        // One manifest, in the portal's default language: see docs/decisions/053-service-worker.md.
        id: '/',
        name: 'Interim-Manager-Portal',
        short_name: 'Interim-Portal',
        description: 'Lebenslauf, Einsätze, Zeiterfassung und Monatsberichte für Interim-Manager.',
        lang: 'de',
        dir: 'ltr',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        theme_color: '#0d47a1',
        background_color: '#f5f7fa',
        // Made by scripts/appIcons.mjs from the header's badge.
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The manifest and its icons the plugin adds itself; Safari's icon comes with includeAssets.
        globPatterns: ['**/*.{html,js,css,woff2,svg}'],
        // The demo's worker is removed from a real build (dropMockWorker) and must never be precached.
        globIgnores: ['mockServiceWorker.js'],
        // No file of a release may be left out of it: a chunk over the default 2 MiB would be.
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        navigateFallback: '/index.html',
        // The API's paths are never answered by the worker (on this origin; another origin it does not see).
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        cleanupOutdatedCaches: true,
        // A new worker waits for the manager's choice or the next start, and never takes over open windows.
        skipWaiting: false,
        clientsClaim: false,
        runtimeCaching: [],
        // Background Sync of the time entries saved offline: the worker only wakes the open windows.
        importScripts: ['/outbox-sync.js'],
      },
    }),
    {
      name: 'apple-touch-icon',
      apply: 'build',
      transformIndexHtml: () => [
        { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' }, injectTo: 'head' },
      ],
    },
  ];
}

/**
 * react-router 7 exports only its development build, warnings and checks included, whatever
 * NODE_ENV says (remix-run/react-router#12532, #14102); its production build ships beside it.
 * Builds use that one: smaller, and the CV page renders faster (`npm run bench`).
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
};

/**
 * The `.test.ts` files that need a browser's objects (storage, the page, its events, XMLHttpRequest for axios):
 * they run in jsdom with the screens; every other `.test.ts` runs in node.
 */
const NEEDS_A_PAGE = [
  'tests/harness/domSpeed.test.ts',
  'tests/api/client.test.ts',
  'tests/api/clientStart.test.ts',
  'tests/api/errors.test.ts',
  'tests/api/files.test.ts',
  'tests/api/prefetch.test.ts',
  'tests/api/refreshAcrossTabs.test.ts',
  'tests/api/restoreAtStart.test.ts',
  'tests/app/firstScreen.test.ts',
  'tests/app/serviceWorker.test.ts',
  'tests/components/dialog/keepBothTexts.test.ts',
  'tests/components/form/dirtyForms.test.ts',
  'tests/core/load/keptCopies.test.ts',
  'tests/core/tabChannel.test.ts',
  'tests/features/resume/cvConflict.test.ts',
  'tests/features/resume/pdf/pdfChoice.test.ts',
  'tests/features/resume/resumeLoads.test.ts',
  'tests/lib/afterNextPaint.test.ts',
  'tests/lib/drafts.test.ts',
  'tests/lib/firstScreenFiles.test.ts',
  'tests/lib/i18nNumbers.test.ts',
  'tests/lib/keptSessionStyles.test.ts',
  'tests/lib/languages.test.ts',
  'tests/lib/validation.test.ts',
];

export default defineConfig(({ command, mode }) => ({
  plugins: [
    germanWithEnglishFallback(),
    react(),
    dropMockWorker(),
    startChunk(),
    restoreEarly(),
    preloadSignIn(),
    ...(command === 'build' && mode !== 'demo' ? installableApp() : []),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: '@mocks', replacement: fileURLToPath(new URL('./mocks', import.meta.url)) },
      ...(command === 'build' ? [reactRouterProduction] : []),
    ],
  },
  define: {
    __APP_VERSION__: JSON.stringify(releaseId()),
  },
  server: {
    port: 5173,
    // `npm run dev` without VITE_API_BASE_URL talks to `npm run mock-api` through this proxy.
    proxy: {
      '/api': process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8787',
    },
  },
  preview: {
    port: 4173,
    strictPort: true,
    // The preview serves the build only (the demo's API is in the browser); it does not
    // inherit the dev server's proxy to `npm run mock-api`.
    proxy: {},
    headers: SECURITY_HEADERS,
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        // One chunk for what the first page needs (see startChunk).
        codeSplitting: {
          groups: [
            { name: 'restore-early', priority: 30, test: (id: string) => restoreEarlyModules.has(id) },
            // Our static layout CSS (CSS Modules, a few KB) comes with the start: a lazy screen never waits for a
            // stylesheet of its own before it renders (docs/decisions/065-static-layout-css.md).
            { name: 'start', priority: 20, test: (id: string) => startModules.has(id) || STATIC_LAYOUT_CSS.test(id) },
            { name: 'sign-in', priority: 10, test: (id: string) => signInModules.has(id) },
            { name: 'signed-in', priority: 5, test: (id: string) => signedInModules.has(id) },
          ],
        },
      },
    },
  },
  test: {
    globals: true,
    css: false,
    // The first test of a file also loads the app's modules, and the long forms (registration,
    // account, a CV position) render slowly in jsdom. A time-out only catches a hang; the
    // assertions wait for states.
    testTimeout: 60_000,
    restoreMocks: true,
    unstubGlobals: true,
    // Vitest's default is one worker fewer than the cores, i.e. one on a 2-core CI machine; the
    // main process mostly waits, so every core runs test files.
    maxWorkers: availableParallelism(),
    // Test files share their worker's modules (MUI, the app, the mock) and page instead of loading them
    // again per file: the suite runs in half the time. What a test changes is undone after each
    // test all the same (tests/setup.ts: stores stopped, mock database, storage, tokens,
    // language and msw handlers reset; globals unstubbed; tests/setup.dom.ts: the page emptied).
    isolate: false,
    projects: [
      {
        // The rules, the contract, the mock API and the reading of answers need no page: node runs them.
        extends: true,
        test: {
          name: 'rules',
          environment: 'node',
          setupFiles: ['./tests/setup.ts'],
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'node_modules/**', ...NEEDS_A_PAGE],
        },
      },
      {
        // The screens, and what needs a browser's objects (storage, the page, its events): jsdom.
        extends: true,
        test: {
          name: 'screens',
          environment: 'jsdom',
          setupFiles: ['./tests/setup.ts', './tests/setup.dom.ts'],
          include: ['tests/**/*.test.tsx', ...NEEDS_A_PAGE],
          exclude: ['tests/e2e/**', 'node_modules/**'],
        },
      },
    ],
  },
}));
