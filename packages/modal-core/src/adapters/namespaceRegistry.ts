import type { ChainNamespace } from '../caip/types.js'
import type { NamespaceDescriptor } from './types.js'

/**
 * The registered descriptors: the built-in ones of the first load (`namespaces.ts` adds them), those the
 * app registers (`registerNamespace`) and those a namespace's code provides when it loads
 * (`provideNamespace`). A module of its own, importing no namespace, so that code which loads later can
 * register without pulling the built-in namespaces into its chunk.
 */
export const registered = new Map<ChainNamespace, NamespaceDescriptor>()
