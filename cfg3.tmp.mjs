const { loadSiteConfig } = await import(process.argv[2]);
const dir = process.argv[3];
try {
  const c = await loadSiteConfig(dir, {}, undefined, { warn() {} });
  const s = JSON.stringify(c, (k, v) => typeof v === 'function' ? 'fn:' + v.name : v);
  const { createHash } = await import('node:crypto');
  console.log('OK', c.title, s.length, createHash('sha1').update(s).digest('hex').slice(0, 12));
} catch (e) { console.log('ERR', String(e.message).split('\n').slice(0,3).join(' | ').slice(0, 300)); }
