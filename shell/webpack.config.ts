import webpack, { type Compiler } from 'webpack';
import { createBundleConfig } from '../webpack.config.base';

/**
 * site-assets.json: the files of each named chunk group (the bootstrap and each public page's chunk,
 * public/site-paths.ts), which the prerendered public pages link (scripts/prerender-site.ts).
 */
class SiteAssetsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('SiteAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SiteAssetsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const groups: Record<string, string[]> = {};
        for (const [name, group] of compilation.namedChunkGroups) groups[name] = group.getFiles();
        compilation.emitAsset('site-assets.json', new webpack.sources.RawSource(JSON.stringify(groups, null, 2)));
      });
    });
  }
}

export default (_env: unknown, argv: { mode?: string }) => {
  const config = createBundleConfig(
    { dir: __dirname, name: 'firm_shell', isHost: true, devPort: 8080, title: 'Kapoor Iyer & Co. | Chartered Accountants' },
    argv,
  );
  config.plugins = [...(config.plugins ?? []), new SiteAssetsPlugin()];
  return config;
};
