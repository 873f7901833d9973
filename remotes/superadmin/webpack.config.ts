import { createRemoteConfig } from '../../webpack.config.base';

export default createRemoteConfig(__dirname, 'superadmin', 8081);
