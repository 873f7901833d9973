import { TestEnvironment } from 'jest-environment-jsdom';
import { measured } from './jest.cpu-environment';

export default measured(TestEnvironment);
