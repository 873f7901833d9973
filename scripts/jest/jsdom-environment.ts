import BaseJSDOMEnvironment from '@jest/environment-jsdom-abstract';
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import * as jsdom from 'jsdom';

// The browser project's environment: Jest's own jsdom environment, on jsdom 29 rather than the jsdom 26
// that jest-environment-jsdom pins. jsdom 26 matches selectors with nwsapi, whose selector optimiser
// backtracks exponentially on long class names with many dashes, and emotion names every MUI class that
// way in development (`css-1iz4jxe-MuiNativeSelect-root-MuiSelect-select-MuiInputBase-input-...`): one
// dialog's file spent 2.2 s in that one regular expression. jsdom 27+ matches with @asamuzakjp/dom-selector.
export default class JsdomEnvironment extends BaseJSDOMEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context, jsdom);
  }
}
