import { TestEnvironment } from 'jest-environment-node';
import { measured } from './cpu-environment';

export default measured(TestEnvironment);
