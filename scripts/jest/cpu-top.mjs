// The slowest test files of a `jest -c scripts/jest/cpu.config.ts` run by CPU seconds, and the totals:
// `node scripts/jest/cpu-top.mjs [file.jsonl] [count]` (defaults /tmp/jest-cpu.jsonl, 10).
import fs from 'node:fs';
import path from 'node:path';

const [file = '/tmp/jest-cpu.jsonl', count = '10'] = process.argv.slice(2);
const rows = fs
  .readFileSync(file, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));
rows.sort((a, b) => b.cpu - a.cpu);
for (const row of rows.slice(0, Number(count)))
  console.log(`${row.cpu.toFixed(1).padStart(7)} CPU-s ${row.wall.toFixed(1).padStart(7)} s  ${path.relative(process.cwd(), row.file)}`);
const sum = (key) => rows.reduce((total, row) => total + row[key], 0);
console.log(`${rows.length} files: ${sum('cpu').toFixed(0)} CPU-s, ${sum('wall').toFixed(0)} s of file time`);
