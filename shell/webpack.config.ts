import { createBundleConfig } from '../webpack.config.base';

export default (_env: unknown, argv: { mode?: string }) =>
  createBundleConfig(
    { dir: __dirname, name: 'firm_shell', isHost: true, devPort: 8080, title: 'Kapoor Iyer & Co. | Chartered Accountants' },
    argv,
  );
