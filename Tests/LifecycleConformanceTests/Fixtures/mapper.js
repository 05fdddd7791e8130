#!/usr/bin/env node
// The Node example's AppState mapper for the kit's tests, well behaved or, with a mode,
// misbehaving in one way: node mapper.js [MODE].
'use strict';

const path = require('path');
const readline = require('readline');
const { AppStateMapper, HELLO } = require(path.join(__dirname, '../../../Conformance/Examples/NodeMapper/mapper.js'));

const mode = process.argv[2] || 'clean';

function say(object) {
  process.stdout.write(JSON.stringify(object) + '\n');
}

if (mode === 'badhello') {
  say({ protocol: 'lifecycle-mapper', version: 1, lifecycles: ['app'] });
} else if (mode === 'hellohang') {
  setTimeout(() => {}, 60000);
} else {
  const hello = { ...HELLO, mapper: 'fixture ' + mode };
  if (mode === 'v1') {
    delete hello.trace;
    delete hello.notifications;
  }
  // The kit's own projection of AppState, by name, instead of the example's inline one.
  if (mode === 'named') hello.projection = 'react-native';
  // A projection of scenes, for a mapper that reports the app's state without a scene.
  if (mode === 'noscene') {
    hello.lifecycles = ['scene'];
    hello.projection = {
      name: 'phase',
      of: 'scene',
      states: { unattached: 'gone', foregroundInactive: 'inactive', foregroundActive: 'active', background: 'background' },
    };
  }
  say(hello);
}

let mapper = null;
let steps = 0;
const input = readline.createInterface({ input: process.stdin, terminal: false });
input.on('line', (text) => {
  const line = JSON.parse(text);
  if (line.quit) process.exit(0);
  if (line.format) {
    if (mode === 'headers') process.stderr.write(text + '\n');
    mapper = new AppStateMapper(line.lifecycle);
    say({ state: mapper.reported });
    say({ done: true });
    // Stops reading after its first start, and lingers: the kit's next line finds no reader.
    if (mode === 'deaf') {
      input.removeAllListeners('close');
      input.close();
      process.stdin.destroy();
      // destroy() leaves a pipe's descriptor open: only closing it makes the kit's write fail.
      require('fs').closeSync(0);
      setTimeout(() => {}, 60000);
    }
    return;
  }
  if (line.stimulus) {
    steps += 1;
    process.stderr.write('step ' + line.stimulus + '\n');
    return;
  }
  if (!line.end) {
    if (mode === 'lines') process.stderr.write(text + '\n');
    if (line.callback) mapper.receive(line);
    return;
  }
  if (mode === 'hang') return;
  if (mode === 'exit') process.exit(3);
  if (mode === 'garbage') say('garbage');
  if (mode === 'unsupported') return say({ unsupported: 'no such callback here' });
  if (mode === 'error') return say({ error: 'the bridge is gone' });
  let states = mapper.endStep();
  if (mode === 'scene') states = states.map((state) => ({ state, scene: 'main' }));
  else states = states.map((state) => ({ state }));
  // One wrong state: a move to the background reported as inactive.
  if (mode === 'wrong') states = states.map((s) => (s.state === 'background' ? { state: 'inactive' } : s));
  // A change event fired twice.
  if (mode === 'twice' && states.length > 0) states.push(states[0]);
  for (const state of states) say(state);
  // A stray line after the answer, in the same write as its done, so that it is there to be
  // seen before the next step whatever the timing.
  if (mode === 'late') return process.stdout.write(JSON.stringify({ done: true }) + '\n{"state": "active"}\n');
  say({ done: true });
});
input.on('close', () => process.exit(0));
