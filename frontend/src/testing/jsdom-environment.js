// jsdom lacks the WHATWG fetch family (fetch, Request, Response, Headers) that the app's API clients use;
// Node 20 has the real ones. They are copied in together with Node's AbortController and
// AbortSignal, because Node's Request only accepts its own AbortSignal. Tests still replace `fetch` with a
// fake: no test touches the network.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
    });
  }
}

module.exports = JsdomWithFetchEnvironment;
