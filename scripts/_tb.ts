import { build } from '../src/core/build';
const t = performance.now();
const r = await build('/work/main');
console.log(r.timings, Math.round(performance.now() - t));
