import { createRemoteConfig } from '../../webpack.config.base';

export default createRemoteConfig(__dirname, 'employee', 8084);
