// The assistant chat: the editor's Chat tab.
export { ChatPanel } from './chat-panel';
