import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { e2eOperator } from '../playwright.config';

type Problems = { messages: string[] };

/** The brand every journey runs against (the demo merchant seeded on first start). */
export const merchantCode = 'SORTEO';

/** An operator session on the running server, for setting up what a journey needs. */
export type OperatorApi = {
  request: APIRequestContext;
  call: <T = unknown>(method: string, path: string, data?: unknown) => Promise<T>;
};

/** Player calls as an anonymous visitor from the test runner's own address. */
export type PlayerApi = {
  get: <T = unknown>(path: string) => Promise<T>;
};

async function watchProblems(page: Page): Promise<Problems> {
  const problems: Problems = { messages: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.messages.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.messages.push(`page error: ${error.message}`));
  // CSP violations surface as console errors too, but the event names the directive.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return problems;
}

export const test = base.extend<
  {
    problems: Problems;
    operator: OperatorApi;
    player: PlayerApi;
  },
  { operatorToken: string }
>({
  problems: async ({ page }, use) => {
    const problems = await watchProblems(page);
    await use(problems);
    expect(problems.messages, 'the page logged errors or CSP violations').toEqual([]);
  },
  // One operator sign-in per worker: the server takes 10 operator logins per address in 5
  // minutes, fewer than the journeys that need an operator.
  operatorToken: [
    async ({ playwright }, use, workerInfo) => {
      const { baseURL } = workerInfo.project.use;
      const anonymous = await playwright.request.newContext({ baseURL });
      const login = await anonymous.post('/admin/session/login', { data: e2eOperator });
      const body = (await login.json()) as { success: boolean; value: { token: string } };
      expect(body.success, 'operator login').toBe(true);
      await anonymous.dispose();
      await use(body.value.token);
    },
    { scope: 'worker' },
  ],
  operator: async ({ playwright, baseURL, operatorToken }, use) => {
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Authorization: `Bearer ${operatorToken}`, Merchant: merchantCode },
    });
    const call = async <T = unknown>(method: string, path: string, data?: unknown) => {
      const response = await request.fetch(path, { method, data });
      const json = (await response.json()) as { success: boolean; value?: unknown };
      expect(json.success, `${method} ${path} → ${JSON.stringify(json)}`).toBe(true);
      return json.value as T;
    };
    await use({ request, call });
    await request.dispose();
  },
  player: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Merchant: merchantCode },
    });
    const get = async <T = unknown>(path: string) => {
      const response = await request.get(path);
      const json = (await response.json()) as { success: boolean; value?: unknown };
      expect(json.success, `GET ${path} → ${JSON.stringify(json)}`).toBe(true);
      return json.value as T;
    };
    await use({ get });
    await request.dispose();
  },
});

/**
 * The brand's pop-up notice opens once per visit after start-up and covers the page.
 * Journeys about something else start the visit with it already seen.
 */
export async function skipStartupPopup(page: Page): Promise<void> {
  await page.addInitScript(() => window.sessionStorage.setItem('index_notice', '1'));
}

/**
 * Every request of the page comes from `ip` as far as the server can tell: it trusts the
 * local address as a proxy and reads the visitor from `X-Forwarded-For`.
 */
export async function visitFrom(page: Page, ip: string): Promise<void> {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
}

export const readLocal = (page: Page, key: string) =>
  page.evaluate((k) => window.localStorage.getItem(k), key);

export const readSession = (page: Page, key: string) =>
  page.evaluate((k) => window.sessionStorage.getItem(k), key);

/** Player-visible announcement, as `/wps/notice/announcements` returns it. */
export type Announcement = {
  id: number;
  type: string;
  title: string;
  content: string;
  timestamp: number;
};

/** An announcement as the operator API returns it. */
export type AdminAnnouncement = {
  id: number;
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  title: string;
  content: string;
  publishedAt: number;
  enabled: boolean;
  /** Its texts in other languages: a PUT without them leaves it with none. */
  translations: Record<string, unknown>;
};

export type Paged<T> = {
  content: T[];
  pageNo: number;
  pageSize: number;
  total: number;
  totalPages: number;
};

export type Banner = { bannerId: number; groupName: string; url: string; title: string };

export { expect };
