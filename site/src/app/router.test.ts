import i18next from 'i18next';
import type { RouteObject } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n.ts';
import { appRoutes } from './router.tsx';

const AREA_NAMESPACES = ['admin', 'builder', 'crawlReport', 'demo', 'insights', 'portal'];

/** Each area route and the namespaces its page shows. */
const routeNamespaces: Record<string, string[]> = {
  'chatbot-demo': ['demo'],
  'chatbot-demo/:demoId': ['demo', 'crawlReport'],
  'website-analyzer': ['demo'],
  portal: ['portal'],
  'portal/projects/:id': ['portal'],
  'portal/chatbot-embed': ['builder', 'crawlReport'],
  'admin/cms': ['admin'],
  'admin/users': ['admin'],
  'admin/projects': ['admin'],
  'admin/leads': ['admin'],
  'portal/conversations': ['insights'],
  'portal/conversations/:id': ['insights'],
  'portal/knowledge-gaps': ['insights'],
  'portal/leads': ['insights'],
  'portal/analytics': ['insights'],
  'admin/chatbots': ['insights', 'admin'],
  'admin/chatbots/:botId/conversations': ['insights', 'admin'],
  'admin/chatbots/:botId/conversations/:id': ['insights', 'admin'],
  'admin/chatbots/:botId/knowledge-gaps': ['insights', 'admin'],
  'admin/chatbots/:botId/leads': ['insights', 'admin'],
  'admin/chatbots/:botId/analytics': ['insights', 'admin'],
};

function routeAt(path: string, routes: RouteObject[] = appRoutes): RouteObject | undefined {
  for (const route of routes) {
    if (route.path === path) return route;
    const found = route.children && routeAt(path, route.children);
    if (found) return found;
  }
  return undefined;
}

describe('area translations', () => {
  beforeAll(() => {
    initI18n();
  });
  beforeEach(() => {
    for (const ns of AREA_NAMESPACES) for (const lang of ['it', 'en']) i18next.removeResourceBundle(lang, ns);
  });

  it('the entry carries only the common, marketing and auth namespaces', () => {
    expect(Object.keys(i18next.store.data.it ?? {}).sort()).toEqual(['auth', 'common', 'marketing']);
  });

  for (const [path, namespaces] of Object.entries(routeNamespaces)) {
    it(`/${path} adds ${namespaces.join(' and ')} to i18next before its page renders`, async () => {
      const lazy = routeAt(path)?.lazy as (() => Promise<RouteObject>) | undefined;
      expect(lazy).toBeTypeOf('function');
      const { Component } = await lazy!();
      expect(Component).toBeTypeOf('function');
      for (const ns of namespaces) {
        expect(i18next.hasResourceBundle('it', ns), ns).toBe(true);
        expect(i18next.hasResourceBundle('en', ns), ns).toBe(true);
      }
    });
  }
});
