import { useEffect } from 'react';
import { startBuildCheck } from '../features/navigation/build-check';
import { ScrollManager } from '../features/navigation/scroll-manager';

/**
 * What the shell runs from the moment the first page has rendered, not before it (its own chunk):
 * the scroll manager (back, forward and reload restore positions, fragments scroll to their
 * anchor, a new page starts at the top) and the hourly check for a new host build. Neither does
 * anything for the first render: the first page starts at the top, and a saved position or an
 * anchor is waited for until the content that holds it exists.
 */
export default function AfterRender() {
  useEffect(() => startBuildCheck(), []);
  return <ScrollManager />;
}
