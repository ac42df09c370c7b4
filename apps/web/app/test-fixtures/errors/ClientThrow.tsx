'use client'

import { useEffect, useState } from 'react'

/** Throws during a client render (after hydration), so the error keeps its message in production. */
export function ClientThrow({ message }: { message: string }) {
  const [armed, setArmed] = useState(false)
  useEffect(() => setArmed(true), [])
  if (armed) throw new Error(message)
  return <p>Preparing the error…</p>
}
