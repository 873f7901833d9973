import { createBundleConfig } from '../../webpack.config.base';

export default (_env: unknown, argv: { mode?: string }) =>
  createBundleConfig(
    {
      dir: __dirname,
      name: 'firm_employee',
      exposes: { './routes': './src/routes.tsx', './nav': './src/nav.ts' },
      devPort: 8084,
      title: 'employee area (standalone)',
    },
    argv,
  );
