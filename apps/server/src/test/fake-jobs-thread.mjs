// A stand-in for dist/jobs-thread.js in jobs-thread-host.test.ts: it answers the host's messages
// as the real thread does, without an app. Its one counter, `fake_notifies_total`, counts the
// notify calls it took in; a notify of the queue 'crash' kills the thread with an uncaught error.
import { parentPort } from 'node:worker_threads';

let notifies = 0;
parentPort.on('message', (message) => {
  if (message.type === 'notify') {
    if (message.queue === 'crash') {
      setImmediate(() => {
        throw new Error('the jobs thread crashed (test)');
      });
      return;
    }
    notifies += 1;
  } else if (message.type === 'metrics') {
    const json = [{ name: 'fake_notifies_total', help: 'notify calls taken in', type: 'counter', aggregator: 'sum', values: [{ value: notifies, labels: {} }] }];
    parentPort.postMessage({ type: 'metrics', id: message.id, json });
  } else if (message.type === 'stop') {
    process.exit(0);
  }
});
parentPort.postMessage({ type: 'ready' });
