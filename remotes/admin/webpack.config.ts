import { createRemoteConfig } from '../../webpack.config.base';

export default createRemoteConfig(__dirname, 'admin', 8082);
