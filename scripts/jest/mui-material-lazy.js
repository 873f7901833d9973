/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS: it must require through Jest's own module registry */
// Jest only (the browser project's moduleNameMapper for the bare `@mui/material`): the same exports as MUI's
// barrel, each required on first use. The real barrel's CommonJS build requires all of MUI's ~130
// components at once, and Jest loads it again for every test file (a file has its own module registry):
// ~0.4 CPU-s a file for components it never renders. A screen that renders a Button gets the very module
// the barrel would have given (`@mui/material/Button`, the same file in the same registry).
const fs = require('node:fs');
const path = require('node:path');

const root = path.dirname(require.resolve('@mui/material/package.json'));
const barrel = fs.readFileSync(path.join(root, 'index.js'), 'utf8');

// The barrel's own lines: `var _Button = ...require("./Button")`, `Object.defineProperty(exports, "Button",
// { ... return _Button.default; ... })` and `Object.keys(_styles).forEach(...)` for an `export *`.
const sources = new Map([...barrel.matchAll(/var (_\w+) = (?:\w+\()?require\("([^"]+)"\)/g)].map(([, v, file]) => [v, file]));
const named = new Map(
  [
    ...barrel.matchAll(/Object\.defineProperty\(exports, "(\w+)", \{\s*enumerable: true,\s*get: function \(\) \{\s*return (_\w+)\.(\w+);/g),
  ].map(([, name, v, key]) => [name, { file: sources.get(v), key }]),
);
const starred = [...barrel.matchAll(/Object\.keys\((_\w+)\)\.forEach/g)].map(([, v]) => sources.get(v));
if (named.size < 100 || starred.length < 100 || [...named.values()].some(({ file }) => !file) || starred.some((file) => !file))
  throw new Error(`mui-material-lazy: @mui/material/index.js is no longer the shape this file reads (${named.size}, ${starred.length})`);

const load = (file) => require(file.startsWith('.') ? path.join(root, file) : file);
const cache = new Map();

/** What the barrel exports as `name`: an explicit export first, then the `export *` modules in the barrel's order. */
function resolve(name) {
  if (cache.has(name)) return cache.get(name);
  let value;
  const explicit = named.get(name);
  if (explicit) value = load(explicit.file)[explicit.key];
  else {
    const file = starred.find((candidate) => Object.prototype.hasOwnProperty.call(load(candidate), name));
    value = file === undefined ? undefined : load(file)[name];
  }
  cache.set(name, value);
  return value;
}

const allNames = () =>
  [...new Set([...named.keys(), ...starred.flatMap((file) => Object.keys(load(file)))])].filter((n) => n !== 'default');

module.exports = new Proxy(
  {},
  {
    get: (_, name) => (name === '__esModule' ? true : typeof name === 'string' ? resolve(name) : undefined),
    has: (_, name) => name === '__esModule' || (typeof name === 'string' && resolve(name) !== undefined),
    ownKeys: () => ['__esModule', ...allNames()],
    getOwnPropertyDescriptor: (_, name) =>
      name === '__esModule' || (typeof name === 'string' && resolve(name) !== undefined)
        ? { configurable: true, enumerable: name !== '__esModule', value: name === '__esModule' ? true : resolve(name) }
        : undefined,
  },
);
