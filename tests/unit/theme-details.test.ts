// The theme's Details as the reference's: where its summary comes from, and its collapsed state
// in the prerendered HTML.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Details, { type Props as DetailsProps } from '../../src/theme/Details';

const html = (props: DetailsProps, ...children: ReactNode[]) =>
  renderToStaticMarkup(h(Details, props, ...children));

describe('Details', () => {
  it('says "Details" when no summary is given', () => {
    assert.equal(
      html({}, h('p', null, 'Body')),
      '<details class="alert alert--info details" data-collapsed="true"><summary>Details</summary><div class="collapsibleContent"><p>Body</p></div></details>',
    );
  });
  it('takes the first <summary> child out of the content', () => {
    const out = html({}, h('summary', null, 'Sum'), h('p', null, 'Body'));
    assert.match(
      out,
      /^<details [^>]*><summary>Sum<\/summary><div class="collapsibleContent"><p>Body<\/p><\/div>/,
    );
  });
  it('uses the summary prop, as a <summary> element or as its text', () => {
    assert.match(html({ summary: h('summary', null, 'Given') }), /<summary>Given<\/summary>/);
    assert.match(html({ summary: 'Text' }), /<summary>Text<\/summary>/);
    assert.doesNotMatch(html({ summary: 'Text' }), /summary="/);
  });
  it('starts open, and says so, when open is given', () => {
    assert.match(html({ open: true }), /^<details [^>]*data-collapsed="false" open="">/);
  });
});
