// What the home screen may load at boot (issue 22): the one list. bench/home-bundle.ts builds the
// client and fails when a module of the first load (the entry chunk and every chunk it imports
// statically) matches none of BOOT_ALLOWED, or matches BOOT_FORBIDDEN, or is another screen.
// Everything else waits: other screens until the home screen is painted and idle (routes.tsx), the
// account menu until someone is signed in, the hall of fame and "Resume game" until tapped.
// Paths are relative to the repository; packages are `node_modules/<name>/…`.

export interface BootRule {
  pattern: RegExp;
  why: string;
}

/** Modules that may be part of the first load. */
export const BOOT_ALLOWED: readonly BootRule[] = [
  { pattern: /^node_modules\/(react|react-dom|scheduler)\//, why: 'React itself' },
  {
    pattern: /^node_modules\/(wouter|regexparam|use-sync-external-store)\//,
    why: 'the router (wouter and what it uses)',
  },
  { pattern: /^node_modules\/lucide-react\//, why: "the first screen's icons" },
  {
    pattern: /^(\0|vite\/|rolldown\/|index\.html$)/,
    why: "the bundler's runtime and preload helper",
  },
  { pattern: /^src\/client\/main\.tsx$/, why: 'the boot' },
  { pattern: /^src\/client\/styles\.css$/, why: 'the styles' },
  {
    pattern: /^src\/client\/app\/(app|providers|routes|error-boundary|top-level-fallback)\.tsx$/,
    why: 'the app shell: providers, router, error boundaries',
  },
  {
    pattern:
      /^src\/client\/components\/(logo|preloadable|toast\/toaster|toast\/toast-store|ui\/(button|cn|screen|spinner|inline-link|use-height-var))\.tsx?$/,
    why: 'the shared UI the first screen shows',
  },
  {
    pattern:
      /^src\/client\/lib\/(api|browser|consent|idle|keyboard-inset|query-rules|service-worker|storage)\.ts$/,
    why: 'storage, the API client (no schemas), idle scheduling',
  },
  { pattern: /^src\/client\/features\/home\/home-screen\.tsx$/, why: 'the first screen' },
  {
    pattern: /^src\/client\/features\/auth\/(user-menu\.tsx|current-user\.ts|avatar-initials\.ts)$/,
    why: "the user menu's guest half and the current user (no TanStack Query, no zod)",
  },
  {
    pattern:
      /^src\/client\/features\/game\/(game-routes\.tsx|home-reset\.ts|saved-game\.ts|game-steps\.ts)$/,
    why: "the game's lazy routes, the home screen's reset and its glance at the saved game",
  },
  {
    pattern: /^src\/client\/features\/hall-of-fame\/hall-of-fame-button\.tsx$/,
    why: 'the hall of fame button (its dialog loads when pressed)',
  },
  {
    pattern: /^src\/client\/features\/legal\/(cookie-banner\.tsx|consent-store\.ts|return-to\.ts)$/,
    why: 'the cookie banner (SPEC §2: on every screen)',
  },
  { pattern: /^src\/client\/features\/errors\/crash-screen\.tsx$/, why: 'the crash screen' },
  {
    pattern: /^src\/engine\/(phases|list-names|setting-values)\.ts$/,
    why: "the engine's phases and names list, without its schemas",
  },
  {
    pattern: /^src\/shared\/api\/(session-reads|endpoint)\.ts$/,
    why: 'GET /api/user read without zod; the endpoint helpers (types only from zod)',
  },
];

/** Never part of the first load, whatever BOOT_ALLOWED says. */
export const BOOT_FORBIDDEN: readonly BootRule[] = [
  { pattern: /^node_modules\/zod\//, why: 'zod: the saved game is checked on Resume' },
  { pattern: /^src\/engine\/(schema|game|index)\.ts$/, why: "the engine's schemas (GameSchema)" },
  { pattern: /^src\/shared\/api\/(user|auth|common|game|games)\.ts$/, why: 'the API schemas' },
  { pattern: /^node_modules\/@tanstack\//, why: 'TanStack Query: the screens that use it load it' },
  { pattern: /^node_modules\/(radix-ui|@radix-ui|@floating-ui)\//, why: 'radix and floating-ui' },
  { pattern: /^src\/generator\//, why: 'the fake generator and its corpus' },
];

/** The first screen, and the crash screen the app's error boundary shows: any other `*-screen.tsx`
 * in the first load is a failure. */
export const BOOT_SCREENS: readonly string[] = [
  'src/client/features/home/home-screen.tsx',
  'src/client/features/errors/crash-screen.tsx',
];

/** The module whose chunks only a signed-in user's home screen loads (the account menu). */
export const SIGNED_IN_ENTRY = 'src/client/features/auth/account-menu.tsx';

/** What the signed-in extra may not bring either (a dropdown does not need them). */
export const SIGNED_IN_FORBIDDEN: readonly BootRule[] = BOOT_FORBIDDEN;

/** Why `id` may not load at boot; null when it may. */
export function bootVerdict(id: string): string | null {
  const forbidden = BOOT_FORBIDDEN.find((rule) => rule.pattern.test(id));
  if (forbidden) return `forbidden at boot: ${forbidden.why}`;
  if (/-screen\.tsx$/.test(id) && !BOOT_SCREENS.includes(id)) return "another screen's code";
  if (!BOOT_ALLOWED.some((rule) => rule.pattern.test(id))) return 'not in bench/boot-allowlist.ts';
  return null;
}
