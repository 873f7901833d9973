import JsdomEnvironment from './jest.jsdom-environment';
import { measured } from './jest.cpu-environment';

export default measured(JsdomEnvironment);
