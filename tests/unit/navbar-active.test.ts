// When a navbar link is active (its active class): its activeBaseRegex, else its activeBasePath or to.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { isNavbarItemActive } from '../../src/client/navbarActive';

const withBaseUrl = (path: string) => (path.startsWith('/') ? path : `/${path}`);
const active = (item: Parameters<typeof isNavbarItemActive>[0], pathname: string) =>
  isNavbarItemActive(item, pathname, withBaseUrl);

it('is active under its activeBasePath, else its to', () => {
  assert.ok(active({ to: '/docs/intro', activeBasePath: 'docs' }, '/docs/api'));
  assert.ok(active({ to: '/docs' }, '/Docs/api'));
  assert.ok(!active({ to: '/docs' }, '/docsearch'));
});

it('follows activeBaseRegex in place of the path rule, as the reference does', () => {
  // socket.io's "All versions" link: never active, even on its own page.
  assert.ok(!active({ to: '/versions', activeBaseRegex: 'never' }, '/versions'));
  assert.ok(active({ to: '/docs/', activeBaseRegex: '^/docs/(?!api)' }, '/docs/guide'));
  assert.ok(!active({ to: '/docs/', activeBaseRegex: '^/docs/(?!api)' }, '/docs/api/x'));
  assert.ok(active({ to: '/a', activeBaseRegex: '/(blog|news)/' }, '/en/news/1'));
});
