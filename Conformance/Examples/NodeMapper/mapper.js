#!/usr/bin/env node
// React Native's AppState, mapped from UIKit's callbacks, as a mapper over the kit's mapper
// protocol (Conformance/SPEC.md#what-the-kit-checks-of-a-mapper): the kit plays iOS, sending the callbacks of
// each step as JSON lines on standard input; the mapper answers on standard output with each
// change of AppState its framework would report, then {"done": true}.
//
//   swift run lifecycle conform -- node Conformance/Examples/NodeMapper/mapper.js
//
// Node only, no packages. For app-based and scene-based apps alike: in a scene-based app,
// UIApplication's state is that of its most active scene, and AppState follows it.
'use strict';

const readline = require('readline');

// The model's app state -> React Native's AppState (https://reactnative.dev/docs/appstate).
// Before any launch there is no JavaScript yet: the state is "unknown".
const PROJECTION = {
  name: 'react-native-appstate',
  of: 'app',
  states: {
    notRunning: 'unknown',
    inactive: 'inactive',
    active: 'active',
    background: 'background',
    suspended: 'background',
  },
  initial: 'unknown',
};

const HELLO = {
  protocol: 'lifecycle-mapper',
  version: 1,
  mapper: 'React Native AppState (Node example)',
  lifecycles: ['app', 'scene'],
  trace: [1, 1.1],
  projection: PROJECTION,
  notifications: false,
};

// What each callback makes of the application's state (app-based) or its scene's (scene-based).
const APP_CALLBACKS = {
  'applicationDidBecomeActive(_:)': 'active',
  'applicationWillResignActive(_:)': 'inactive',
  'applicationDidEnterBackground(_:)': 'background',
  'applicationWillEnterForeground(_:)': 'inactive',
};
const SCENE_CALLBACKS = {
  'scene(_:willConnectTo:options:)': 'background',
  'sceneWillEnterForeground(_:)': 'foregroundInactive',
  'sceneDidBecomeActive(_:)': 'foregroundActive',
  'sceneWillResignActive(_:)': 'foregroundInactive',
  'sceneDidEnterBackground(_:)': 'background',
};
const LAUNCH = ['application(_:willFinishLaunchingWithOptions:)', 'application(_:didFinishLaunchingWithOptions:)'];

// The framework's side: what UIKit told it so far in this process, and the AppState it reported.
class AppStateMapper {
  constructor(lifecycle) {
    this.lifecycle = lifecycle;
    this.launched = false;
    this.application = null; // UIApplication.applicationState, app-based
    this.scenes = new Map(); // each connected scene's activation state, scene-based
    this.reported = PROJECTION.initial;
  }

  // One callback line of a step.
  receive(line) {
    const name = line.callback;
    if (LAUNCH.includes(name)) {
      this.launched = true;
      // Version 1.1 lines carry what applicationState reads inside the callback: inactive for a
      // launch into the foreground, background for a launch in the background.
      this.application = line.applicationState || 'inactive';
    } else if (name in APP_CALLBACKS) {
      this.application = APP_CALLBACKS[name];
    } else if (name in SCENE_CALLBACKS) {
      this.scenes.set(line.scene, SCENE_CALLBACKS[name]);
    } else if (name === 'sceneDidDisconnect(_:)') {
      this.scenes.delete(line.scene);
    }
  }

  // AppState now: in a scene-based app, the state of the most active scene.
  current() {
    if (!this.launched) return PROJECTION.initial;
    if (this.lifecycle === 'app') return this.application;
    const states = [...this.scenes.values()];
    if (states.includes('foregroundActive')) return 'active';
    if (states.includes('foregroundInactive')) return 'inactive';
    return 'background';
  }

  // The step is complete: the change AppState's `change` event would announce, if any.
  endStep() {
    const state = this.current();
    if (state === this.reported) return [];
    this.reported = state;
    return [state];
  }
}

function say(object) {
  process.stdout.write(JSON.stringify(object) + '\n');
}

function main() {
  say(HELLO);
  let mapper = null;
  const input = readline.createInterface({ input: process.stdin, terminal: false });
  input.on('line', (text) => {
    const line = JSON.parse(text);
    if (line.quit) {
      process.exit(0);
    } else if (line.format) {
      // A new app process: nothing of the last one survives.
      mapper = new AppStateMapper(line.lifecycle);
      say({ state: mapper.reported });
      say({ done: true });
    } else if (line.end) {
      for (const state of mapper.endStep()) say({ state });
      say({ done: true });
    } else if (line.callback) {
      mapper.receive(line);
    }
    // A stimulus line is for the log only: iOS does not tell an app what the user did.
  });
  input.on('close', () => process.exit(0));
}

if (require.main === module) {
  main();
}

module.exports = { AppStateMapper, HELLO, PROJECTION };
