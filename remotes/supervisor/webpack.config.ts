import { createRemoteConfig } from '../../webpack.config.base';

export default createRemoteConfig(__dirname, 'supervisor', 8083);
