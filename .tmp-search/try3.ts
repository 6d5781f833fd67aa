import { readFileSync } from 'node:fs';
import { algoliasearch } from 'algoliasearch';
import { extractRecords } from '/work/main/src/search/records';
import { startSearchServer, hostsFromUrls } from '/work/main/src/search/index';
const recs = extractRecords({ html: readFileSync('/work/main/tests/fixtures/search/doc-page.html','utf8'), url: '/campaign/quests/quiz', lvl0: 'Campaign', language: 'en', docusaurusTag: 'docs-default-current' });
const srv = await startSearchServer({ appId: 'APP', searchApiKey: 'search', adminApiKey: 'admin', indexes: { docs: recs } });
const client = algoliasearch('APP', 'search', { hosts: hostsFromUrls(srv.url) });
const r = await client.search({ requests: [{ indexName: 'docs', query: 'quiz', hitsPerPage: 2, facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']] }] });
console.log(JSON.stringify(r).slice(0, 400));
try { await client.search({ requests: [{ indexName: 'nope', query: 'quiz' }] }); } catch (e: any) { console.log(e.name, e.status, e.message); }
const admin = algoliasearch('APP', 'admin', { hosts: hostsFromUrls(srv.url) });
const res = await admin.replaceAllObjects({ indexName: 'docs', objects: [{ objectID: 'x', hierarchy: { lvl0: 'New', lvl1: 'Brand new page' }, type: 'lvl1', url: '/new', content: null }] });
console.log(JSON.stringify(res).slice(0, 300));
const r2 = await client.searchSingleIndex({ indexName: 'docs', searchParams: { query: 'brand' } });
console.log(r2.nbHits, r2.hits[0]?.objectID);
try { await client.replaceAllObjects({ indexName: 'docs', objects: [] }); } catch (e: any) { console.log(e.name, e.status, e.message); }
await srv.close();
