import type { NameSuggestion } from '../api/profileApi.js'
import { createStore } from '../utils/createStore.js'
import { NO_ERROR, type ErrorStateFields } from '../errors/errorState.js'

/** The RegisterAccountName form. */
export type NamesState = {
  /** What the user typed. */
  query: string
  suggestions: NameSuggestion[]
  loadingSuggestions: boolean
  /** Registration in progress (loading, then the signature, then the call). */
  registering: boolean
  /** The step registration is at, for the view. */
  step: 'idle' | 'signing' | 'registering'
  /** The full name registered last (`label.zone`). */
  registeredName: string | undefined
} & ErrorStateFields

const store = /* @__PURE__ */ createStore<NamesState>({
  query: '',
  suggestions: [],
  loadingSuggestions: false,
  registering: false,
  step: 'idle',
  registeredName: undefined,
  ...NO_ERROR,
})

/**
 * The name-registration form's state.
 *
 * @example
 * namesState.suggestions.map((suggestion) => suggestion.name)
 */
export const namesState: NamesState = store.state

/** Clears the form. */
export const resetNamesState: () => void = store.reset
