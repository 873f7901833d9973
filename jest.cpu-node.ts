import { TestEnvironment } from 'jest-environment-node';
import { measured } from './jest.cpu-environment';

export default measured(TestEnvironment);
