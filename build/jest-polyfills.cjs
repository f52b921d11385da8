// jsdom lacks these; antd and the router use them.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (typeof window !== 'undefined') {
  window.matchMedia =
    window.matchMedia ||
    ((query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }));
  window.ResizeObserver =
    window.ResizeObserver ||
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  window.scrollTo = () => {};
}

// jsdom has no MessageChannel, and antd's Form (rc-component/form) batches its watchers with one.
// A timer-based stand-in is enough for tests and, unlike Node's own, never keeps Jest alive.
class TestMessagePort {
  constructor() {
    this.onmessage = null;
    this.other = null;
  }
  postMessage(data) {
    const target = this.other;
    setTimeout(() => target?.onmessage?.({ data }), 0);
  }
  start() {}
  close() {
    this.onmessage = null;
  }
  addEventListener() {}
  removeEventListener() {}
}

class TestMessageChannel {
  constructor() {
    this.port1 = new TestMessagePort();
    this.port2 = new TestMessagePort();
    this.port1.other = this.port2;
    this.port2.other = this.port1;
  }
}

if (typeof globalThis.MessageChannel === 'undefined')
  globalThis.MessageChannel = TestMessageChannel;
