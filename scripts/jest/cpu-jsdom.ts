import JsdomEnvironment from './jsdom-environment';
import { measured } from './cpu-environment';

export default measured(JsdomEnvironment);
