// Read-only share links: the owner's panel on the summary step; the public page is a route chunk.
export { SharePanel } from './share-panel';
