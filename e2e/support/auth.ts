// Seeded people (identity/src/accounts.ts, api/src/seed/generate-users.ts) and signing in as one.
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

export const USERS = {
  retail: {
    email: 'retail@example.com',
    password: 'Retail-2026!',
    name: 'Riley Retail',
    sub: 'u-retail',
    individualSk: '800001',
  },
  im: {
    email: 'im@example.com',
    password: 'Member-2026!',
    name: 'Irene Member',
    sub: 'u-im',
    individualSk: '800002',
  },
  pm: {
    email: 'pm@example.com',
    password: 'Plus-2026!',
    name: 'Parker Plus',
    sub: 'u-pm',
    individualSk: '800003',
  },
  editor: {
    email: 'editor@example.com',
    password: 'Editor-2026!',
    name: 'Edith Editor',
    sub: 'u-editor',
    individualSk: '800004',
  },
  staff: {
    email: 'staff@example.com',
    password: 'Staff-2026!',
    name: 'Sam Staff',
    sub: 'u-staff',
    individualSk: '800005',
  },
  roster: {
    email: 'roster@example.com',
    password: 'Roster-2026!',
    name: 'Rosa Roster',
    sub: 'u-roster',
    individualSk: '800006',
  },
  lms: {
    email: 'lms@example.com',
    password: 'Lms-2026!',
    name: 'Lee Admin',
    sub: 'u-lms',
    individualSk: '800007',
  },
  short: {
    email: 'short@example.com',
    password: 'Short-2026!',
    name: 'Shay Short',
    sub: 'u-short',
    individualSk: '800008',
  },
} as const;
export type SeededUser = (typeof USERS)[keyof typeof USERS];

/** Fills the provider's login form (the page must be on it). */
export async function submitLogin(page: Page, user: SeededUser): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** From any site page: the header's Sign in, the provider's form, and back to the same page. */
export async function signInFromHeader(page: Page, user: SeededUser): Promise<void> {
  const before = new URL(page.url());
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await submitLogin(page, user);
  await page.waitForURL((url) => url.origin === before.origin && url.pathname === before.pathname);
  await expect(page.getByRole('banner').getByRole('button', { name: user.name })).toBeVisible();
}

/** Collects the access tokens the provider issues to the browser. */
export function recordTokens(page: Page): string[] {
  const tokens: string[] = [];
  page.on('response', async (res) => {
    if (!/\/token$/.test(new URL(res.url()).pathname) || res.request().method() !== 'POST') return;
    try {
      const body = (await res.json()) as { access_token?: string };
      if (body.access_token) tokens.push(body.access_token);
    } catch {
      /* not a token answer */
    }
  });
  return tokens;
}

export interface LibraryProgram {
  url: string;
  isPurchased: boolean;
  searchableType: string;
}

/** Signs the retail member in from the home page and reads the programs in their library (real API). */
export async function retailLibraryPrograms(page: Page): Promise<LibraryProgram[]> {
  const tokens = recordTokens(page);
  await page.goto('/');
  await signInFromHeader(page, USERS.retail);
  await expect.poll(() => tokens.length).toBeGreaterThan(0);
  const lib = await page.request.get('/api/user/library?pageSize=200&groupSearchableType=Programs', {
    headers: { authorization: `Bearer ${tokens.at(-1)!}` },
  });
  expect(lib.status()).toBe(200);
  return ((await lib.json()) as { items: LibraryProgram[] }).items;
}
