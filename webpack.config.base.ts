import fs from 'node:fs';
import path from 'node:path';
import type { Configuration } from 'webpack';
import type {} from 'webpack-dev-server';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import sharedPkg from './shared/package.json';

export type Role = 'superadmin' | 'admin' | 'supervisor' | 'employee' | 'client';

export type BundleOptions = {
  /** Folder of the workspace being built (its package.json, src/ and dist/ live there). */
  dir: string;
  /** Federation container name; a valid JS identifier. */
  name: string;
  /** Set for a remote: the modules it exposes. Hosts leave it out. */
  exposes?: Record<string, string>;
  /** Port of `webpack serve` for the workspace's own dev server. */
  devPort: number;
  /** Page title of the workspace's own page (the shell's src/index.html, or remotes/index.html). */
  title: string;
  isHost?: boolean;
};

/**
 * V8's compile hint (`//# allFunctionsCalledOnLoad`, Chromium 136+) on the chunks of the libraries whose
 * functions nearly all run in the first render: React's DOM renderer, MUI and emotion. V8 then compiles
 * every function of the chunk as the script streams in, off the main thread, and keeps them all in the
 * code cache; without it each function compiles lazily on the main thread when first called, and a
 * returning user's visit pays that again (the cache holds what the script's first run compiled). Measured
 * with `bench:first-rows` back to back: Clients' main-thread CPU 235–239 → 218–224 ms, Projects' 220–229 →
 * 206–214 ms. Hinting the shell's and the remote's own chunks as well gained nothing more. Added after
 * minification (which drops comments), before the content hash and the pre-compressed copies.
 */
const EAGER_LIBRARIES =
  /[\\/]node_modules[\\/](react-dom|scheduler|@emotion[\\/][^\\/]+|@mui[\\/](material|system|utils|styled-engine))[\\/]/;

export class CompileHintsPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage }, () => {
        for (const chunk of compilation.chunks) {
          const modules = compilation.chunkGraph.getChunkModulesIterable(chunk);
          if (![...modules].some((module) => EAGER_LIBRARIES.test(module.nameForCondition() ?? ''))) continue;
          for (const file of chunk.files)
            if (file.endsWith('.js'))
              compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource('//# allFunctionsCalledOnLoad\n', source));
        }
      });
    });
  }
}

type PackageJson = { name?: string; version?: string; dependencies?: Record<string, string> };

/**
 * What must be ONE instance in the page, whoever loads first: React and the router (their contexts),
 * the query client's and MUI's contexts and caches, emotion's style cache, the snackbar queue, and
 * @firm/shared/runtime (the session store, the query client, the axios instance). Everything else
 * (domain rules, the UI kit, feature screens and API hooks, zod) is bundled into each bundle that uses
 * it, so a role downloads only what it uses.
 */
export const SINGLETON_LIBRARIES = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  'zustand',
  '@mui/material',
  '@mui/material/styles',
  // Every @mui/icons-material icon imports this path; unshared, each remote bundled its own copy of
  // SvgIcon and the styling engine (~21 KB gzipped each).
  '@mui/material/SvgIcon',
  '@emotion/react',
  '@emotion/styled',
  'notistack',
  'axios',
] as const;

export const RUNTIME_ENTRY = '@firm/shared/runtime';

function packageOf(request: string): string {
  const parts = request.split('/');
  return request.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

export type SharedEntry = { singleton: true; requiredVersion: string; strictVersion?: boolean; version?: string };

/**
 * The share configuration of a bundle whose package.json is `dependent`. Every range is real: a remote
 * built against an incompatible runtime is refused by the federation runtime (strictVersion) instead of
 * running against a store it does not know; a library out of range is reported in the console.
 */
// The libraries' ranges come from @firm/shared's package.json, the package that depends on them on
// behalf of every bundle; the runtime's range from the bundle's own dependency on @firm/shared.
export function sharedConfig(dependent: PackageJson, shared: PackageJson = sharedPkg as PackageJson): Record<string, SharedEntry> {
  const config: Record<string, SharedEntry> = {};
  for (const request of SINGLETON_LIBRARIES) {
    const range = (shared.dependencies ?? {})[packageOf(request)];
    if (!range) throw new Error(`${request} is shared but ${shared.name} does not depend on it`);
    config[request] = { singleton: true, requiredVersion: range };
  }
  const runtimeRange = dependent.dependencies?.['@firm/shared'];
  if (!runtimeRange || runtimeRange === '*') throw new Error(`${dependent.name} must depend on @firm/shared with a semver range`);
  config[RUNTIME_ENTRY] = { singleton: true, strictVersion: true, requiredVersion: runtimeRange, version: shared.version };
  return config;
}

export function createBundleConfig(options: BundleOptions, argv: { mode?: string } = {}): Configuration {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const production = mode === 'production';
  const isRemote = Boolean(options.exposes);
  return {
    mode,
    context: options.dir,
    entry: { main: './src/index.ts' },
    // No eval-based source maps: the server's CSP (rightly) refuses 'unsafe-eval', in development too.
    devtool: production ? false : 'cheap-module-source-map',
    output: {
      path: path.join(options.dir, 'dist'),
      // The host serves deep links (/dashboard/admin/...), so its chunks must resolve from the root;
      // a remote's chunks resolve next to wherever its manifest was found.
      publicPath: options.isHost ? '/' : 'auto',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: options.name,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        {
          // Not excluding node_modules wholesale: @firm/shared resolves to shared/src through a symlink.
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules[\\/](?!@firm)/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                target: 'es2022',
              },
            },
          },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      minimize: production,
      minimizer: [
        // swc's minifier: about a third of terser's time on two cores, for the same size.
        new TerserPlugin({ extractComments: false, minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } }),
        new CssMinimizerPlugin(),
      ],
    },
    performance: { hints: false },
    plugins: [
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:10].css' : '[name].css',
        chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      }),
      new ModuleFederationPlugin({
        name: options.name,
        ...(isRemote ? { filename: 'remoteEntry.js', exposes: options.exposes } : {}),
        shared: sharedConfig(JSON.parse(fs.readFileSync(path.join(options.dir, 'package.json'), 'utf8')) as PackageJson),
        manifest: isRemote ? { fileName: 'mf-manifest.json' } : false,
        dts: false,
      }),
      new HtmlWebpackPlugin({
        // Every remote's standalone page is the same: one template, remotes/index.html, for all of them.
        template: isRemote ? path.join(options.dir, '..', 'index.html') : path.join(options.dir, 'src', 'index.html'),
        title: options.title,
        scriptLoading: 'defer',
        // A remote's index.html is only for its team's standalone dev server, which serves deep links
        // (/dashboard/<role>/...): its script must load from the root, and it needs no remoteEntry.
        publicPath: '/',
        chunks: ['main'],
      }),
      ...(production
        ? [
            new CompileHintsPlugin(),
            new CompressionPlugin({ algorithm: 'gzip', test: /\.(js|css|html|json|svg)$/, threshold: 1024 }),
            new CompressionPlugin({
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
              test: /\.(js|css|html|json|svg)$/,
              threshold: 1024,
            }),
          ]
        : []),
    ],
    devServer: {
      // Loopback like the server in development: its proxy reaches the development mailbox. HOST
      // opens both to the network; the proxy then names the caller (xfwd) and the mailbox stays local.
      host: process.env.HOST ?? 'localhost',
      port: options.devPort,
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/remotes.json', '/legal', '/dev'], target: 'http://127.0.0.1:3000', xfwd: true }],
    },
    stats: 'errors-warnings',
  };
}

/** A role's remote: `firm_<role>`, exposing its routes and navigation, on its own development port. */
export const createRemoteConfig =
  (dir: string, role: string, devPort: number) =>
  (_env: unknown, argv: { mode?: string }): Configuration =>
    createBundleConfig(
      {
        dir,
        name: `firm_${role}`,
        exposes: { './routes': './src/routes.tsx', './nav': './src/nav.ts' },
        devPort,
        title: `${role} area (standalone)`,
      },
      argv,
    );
