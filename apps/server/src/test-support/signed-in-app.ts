import { afterAll, beforeAll } from 'vitest';
import { signedInUser } from './auth-helpers.js';
import { chatClient, type ChatClient } from './chat-fixtures.js';
import { projectsClient, type ProjectsClient } from './project-fixtures.js';
import { createTestApp, type TestApp } from './test-app.js';

export interface SignedInApp {
  readonly testApp: TestApp;
  readonly user: Awaited<ReturnType<typeof signedInUser>>;
  readonly projects: ProjectsClient;
  readonly chats: ChatClient;
}

/**
 * A fresh app with one verified, signed-in user for the whole file: booted in `beforeAll`, closed in
 * `afterAll`. Read the fields inside hooks and tests (they are set once the app is up).
 */
export function useSignedInApp(): SignedInApp {
  let current: SignedInApp | undefined;
  const ready = (): SignedInApp => {
    if (current === undefined) throw new Error('useSignedInApp: read it inside a hook or a test');
    return current;
  };
  beforeAll(async () => {
    const testApp = await createTestApp();
    const user = await signedInUser(testApp.app, testApp.database);
    current = {
      testApp,
      user,
      projects: projectsClient(testApp.app, user.headers),
      chats: chatClient(testApp.app, user.headers),
    };
  });
  afterAll(async () => {
    await current?.testApp.app.close();
  });
  return {
    get testApp() {
      return ready().testApp;
    },
    get user() {
      return ready().user;
    },
    get projects() {
      return ready().projects;
    },
    get chats() {
      return ready().chats;
    },
  };
}
