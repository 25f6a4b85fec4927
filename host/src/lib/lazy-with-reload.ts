import { lazy, type ComponentType } from 'react';
import { handleChunkError, isChunkLoadError } from './reload-guard';

/**
 * A host chunk loaded on demand. When its file cannot be fetched the reload guard takes over:
 * one reload per path per 10 seconds, then the error page (rendered by the host, so this
 * component renders nothing).
 */
export function loadChunk<T>(factory: () => Promise<T>): Promise<T> {
  return factory().catch((error: unknown) => {
    if (!isChunkLoadError(error)) throw error;
    handleChunkError(error);
    return new Promise<T>(() => undefined);
  });
}

export function lazyWithReload<P extends object>(factory: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => loadChunk(factory));
}
