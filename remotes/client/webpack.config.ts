import { createRemoteConfig } from '../../webpack.config.base';

export default createRemoteConfig(__dirname, 'client', 8085);
