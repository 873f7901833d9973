import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import TerserPlugin from 'terser-webpack-plugin';
import { CompileHintsPlugin } from '../webpack.config.base';

// The compile hint reaches the built chunk of a library that renders (here a stand-in react-dom), survives
// minification, and stays off the app's own code.

function build(plugins: webpack.WebpackPluginInstance[]): Promise<Record<string, string>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  fs.mkdirSync(path.join(dir, 'node_modules', 'react-dom'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'node_modules', 'react-dom', 'index.js'), 'export function render(x) { return [x, x]; }\n');
  fs.writeFileSync(path.join(dir, 'app.js'), "export const start = () => import('react-dom').then((dom) => dom.render(1));\n");
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './app.js' },
    output: { path: path.join(dir, 'dist'), filename: '[name].[contenthash:10].js', chunkFilename: '[name].[contenthash:10].js' },
    optimization: { minimizer: [new TerserPlugin({ extractComments: false, minify: TerserPlugin.swcMinify })] },
    plugins,
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) return reject(error ?? new Error(stats!.toString('errors-only')));
      const out = path.join(dir, 'dist');
      const files = Object.fromEntries(fs.readdirSync(out).map((file) => [file, fs.readFileSync(path.join(out, file), 'utf8')]));
      compiler.close(() => {
        fs.rmSync(dir, { recursive: true, force: true });
        resolve(files);
      });
    }),
  );
}

const HINT = '//# allFunctionsCalledOnLoad\n';

describe('CompileHintsPlugin', () => {
  it('puts the hint first in the library’s minified chunk and nowhere else', async () => {
    const files = await build([new CompileHintsPlugin()]);
    const library = Object.entries(files).filter(([file]) => !file.startsWith('main.'));
    const app = Object.entries(files).filter(([file]) => file.startsWith('main.'));
    expect(library).toHaveLength(1);
    expect(library[0]![1]).toContain('render');
    expect(library[0]![1].startsWith(HINT)).toBe(true);
    expect(library[0]![1].indexOf('//#', 1)).toBe(-1);
    expect(app).toHaveLength(1);
    expect(app[0]![1]).not.toContain('allFunctionsCalledOnLoad');
  });

  it('leaves a build without the plugin unhinted', async () => {
    const files = await build([]);
    expect(Object.values(files).some((text) => text.includes('allFunctionsCalledOnLoad'))).toBe(false);
  });
});
