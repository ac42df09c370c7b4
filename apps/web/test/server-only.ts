// Stand-in for the 'server-only' marker outside Next's server bundle (vitest, and the production server bundle in tsup.config.ts): the real package throws there.
export {}
