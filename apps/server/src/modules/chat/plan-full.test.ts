import type { MessageExchange, Project } from '@plotplan/contract';
import { describe, expect, it } from 'vitest';
import { placed, rectPlot } from '../../test-support/project-fixtures.js';
import { useSignedInApp } from '../../test-support/signed-in-app.js';

const signedIn = useSignedInApp();

/** 500 small flower beds in a 25 x 20 grid on a 100 x 100 m plot: a plan that is full. */
const fullPlan = () => ({
  objects: Array.from({ length: 500 }, (_, i) =>
    placed(`b${i}`, 'flower_bed', 5 + (i % 25) * 3.5, 10 + Math.floor(i / 25) * 4, { width: 1, depth: 1 }),
  ),
});
const bigPlot = () =>
  rectPlot({
    boundary: [
      [0, 0],
      [100, 0],
      [100, 100],
      [0, 100],
    ],
  });

describe('defect 10: the assistant at the object limit', () => {
  it('says the plan is full (500 objects) and what to remove, not that something went wrong', async () => {
    const project = await signedIn.projects.created({ name: 'Full plot', plot: bigPlot() });
    expect((await signedIn.projects.edit(project.id, { plan: fullPlan() })).statusCode).toBe(200);
    const before = (await signedIn.projects.get(project.id)).json<Project>();
    const chat = await signedIn.chats.created({ project: project.id });
    const response = await signedIn.chats.send(chat.id, { content: 'Add a greenhouse' });
    expect(response.statusCode).toBe(201);
    const { assistant_message } = response.json<MessageExchange>();
    expect(assistant_message.content).toMatch(/plan is full/i);
    expect(assistant_message.content).toContain('500 objects');
    expect(assistant_message.content).toMatch(/remove/i);
    expect(assistant_message.content).not.toMatch(/went wrong/i);
    expect(assistant_message.actions).toEqual([]);
    const after = (await signedIn.projects.get(project.id)).json<Project>();
    expect(after.plan_version).toBe(before.plan_version);
  });
});
