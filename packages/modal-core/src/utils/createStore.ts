import { proxy } from 'valtio/vanilla'

/** A valtio store with a reset back to a deep clone of its initial state. */
export type Store<state extends object> = { state: state; reset: () => void }

/**
 * Creates one store per concern. `initial` holds plain data only, so `structuredClone` can copy it;
 * functions and providers are added later wrapped in valtio `ref()`.
 */
export function createStore<state extends object>(initial: state): Store<state> {
  const state = proxy(structuredClone(initial))
  const reset = () => {
    const fresh = structuredClone(initial) as Record<string, unknown>
    const target = state as Record<string, unknown>
    for (const key of Object.keys(target)) if (!(key in fresh)) Reflect.deleteProperty(target, key)
    Object.assign(target, fresh)
  }
  return { state, reset }
}
