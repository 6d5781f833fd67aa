// Which sidebar items hold the page on screen (the sidebar's active and expanded state).
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { SidebarCategory } from '../../src/shared/types';
import { isActiveSidebarItem } from '../../src/client/sidebarItems';

const link = (href: string) => ({ type: 'link' as const, label: href, href });
const category = (label: string, items: SidebarCategory['items'], href?: string) =>
  ({ type: 'category', label, items, href, collapsible: true, collapsed: true }) as SidebarCategory;

it('finds the page in a category at any depth, as the sidebar compares paths', () => {
  const inner = category('Inner', [link('/guides/deep/Page')], '/guides/deep/');
  const outer = category('Guides', [link('/guides/intro'), inner]);
  for (const path of ['/guides/deep/page', '/guides/deep/Page/', '/guides/deep', '/guides/intro'])
    assert.ok(isActiveSidebarItem(outer, path), path);
  assert.ok(isActiveSidebarItem(inner, '/guides/deep/page'));
  assert.ok(!isActiveSidebarItem(inner, '/guides/intro'));
  assert.ok(!isActiveSidebarItem(outer, '/guides'));
  assert.ok(!isActiveSidebarItem(outer, '/guides/deep/page/more'));
  assert.ok(isActiveSidebarItem(link('/a/'), '/A'));
});

it("compares paths as the reference's isSamePath: two missing paths are the same", async () => {
  const { isSamePath } = await import('../../src/client/sidebarItems');
  assert.ok(isSamePath('/Docs/a/', '/docs/a'));
  assert.ok(!isSamePath('/docs/a', '/docs/ab'));
  assert.ok(!isSamePath(undefined, '/docs'));
  assert.ok(isSamePath(undefined, undefined));
});
