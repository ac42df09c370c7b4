import { afterAll } from 'vitest'
import { viewLoadsSettled } from '../shell/view-registry.js'

// A test that opens the modal starts view chunks loading (the view's module and its texts). On a slow
// machine a load can still be under way when the file's last test ends; vitest then tears the DOM
// environment down and fails the run with "Cannot load … after the environment was torn down" (a CI run
// once did, for the Connect view's English texts). Each test file waits for the loads it started.
afterAll(() => viewLoadsSettled())
