// Names a test file that runs far longer than any should (a hang then shows up in the log with its
// file, while it happens), every `afterMs` until it ends.
/* global setInterval, clearInterval, console */
const { relative } = require('node:path');

class SlowFileReporter {
  constructor(globalConfig, options = {}) {
    this.rootDir = globalConfig.rootDir;
    this.afterMs = options.afterMs ?? 180_000;
    this.timers = new Map();
  }

  onTestFileStart(test) {
    const started = Date.now();
    const name = relative(this.rootDir, test.path);
    const timer = setInterval(
      () => console.warn(`[jest] ${name} still running after ${Math.round((Date.now() - started) / 1000)} s`),
      this.afterMs,
    );
    timer.unref();
    this.timers.set(test.path, timer);
  }

  onTestFileResult(test) {
    clearInterval(this.timers.get(test.path));
    this.timers.delete(test.path);
  }

  onRunComplete() {
    for (const timer of this.timers.values()) clearInterval(timer);
    this.timers.clear();
  }
}

module.exports = SlowFileReporter;
