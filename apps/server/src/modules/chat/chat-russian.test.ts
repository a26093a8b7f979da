import type { MessageExchange, Project } from '@plotplan/contract';
import { describe, expect, it } from 'vitest';
import { houseOnly, placed, rectPlot } from '../../test-support/project-fixtures.js';
import { useSignedInApp } from '../../test-support/signed-in-app.js';

const signedIn = useSignedInApp();

async function projectWithChat(): Promise<{ projectId: number; chatId: number }> {
  const project = await signedIn.projects.created({
    name: 'Участок №5 (СНТ «Берёзка»)',
    plot: rectPlot({ location: { lat: 55.75, lon: 37.62 } }),
  });
  expect((await signedIn.projects.edit(project.id, { plan: houseOnly() })).statusCode).toBe(200);
  const chat = await signedIn.chats.created({ project: project.id });
  return { projectId: project.id, chatId: chat.id };
}

describe('the assistant in Russian', () => {
  it('follows a Russian request and answers in Russian', async () => {
    const { projectId, chatId } = await projectWithChat();
    const response = await signedIn.chats.send(chatId, { content: 'добавь две яблони у южного забора' });
    expect(response.statusCode).toBe(201);
    const { assistant_message } = response.json<MessageExchange>();
    expect(assistant_message.actions).toHaveLength(1);
    expect(assistant_message.content).toMatch(/^Добавил: плодовое дерево × 2/);
    const after = (await signedIn.projects.get(projectId)).json<Project>();
    const added = after.actual_plan?.objects.filter((o) =>
      assistant_message.actions[0]?.object_ids.includes(o.id),
    );
    expect(added?.map((o) => o.landscape_object)).toEqual(['fruit_tree_medium', 'fruit_tree_medium']);
    // The change's line in the chat and in the plan's history is Russian too, its first sentence.
    const line = assistant_message.actions[0]?.summary ?? '';
    expect(line).toMatch(/^Добавил: плодовое дерево × 2/);
    expect(line).not.toMatch(/[A-Za-z]/);
    expect(after.history[0]?.summary).toBe(line);
  });

  it('says what it cannot do, and helps, in Russian', async () => {
    const { chatId } = await projectWithChat();
    const unknown = (
      await signedIn.chats.send(chatId, { content: 'добавь джакузи' })
    ).json<MessageExchange>();
    expect(unknown.assistant_message.content).toMatch(/^Такого объекта нет в каталоге/);
    const help = (await signedIn.chats.send(chatId, { content: 'помощь' })).json<MessageExchange>();
    expect(help.assistant_message.content).toMatch(/^Я могу менять ваш план/);
    const size = (
      await signedIn.chats.send(chatId, { content: 'какая площадь участка' })
    ).json<MessageExchange>();
    expect(size.assistant_message.content).toBe('Площадь участка 600,0 м² (6,00 сотки).');
  });
});

describe('a project in Russian', () => {
  it('says its violations in Russian, citing the code as written in Russian', async () => {
    const project = await signedIn.projects.created({ name: 'Дача', plot: rectPlot() });
    // A bathhouse 1 m from the house: SP 53.13330.2019 asks for 8 m.
    const plan = {
      objects: [...houseOnly().objects, placed('b1', 'bathhouse', 10, 23, { width: 4, depth: 4 })],
    };
    expect((await signedIn.projects.edit(project.id, { plan })).statusCode).toBe(200);
    const russian = await signedIn.testApp.app.inject({
      method: 'GET',
      url: `/api/projects/${project.id}/`,
      headers: { ...signedIn.user.headers, 'accept-language': 'ru' },
    });
    const body = russian.json<Project>();
    expect(body.violations.length).toBeGreaterThan(0);
    for (const v of body.violations) expect(v.message).toMatch(/^«[А-ЯЁ]/);
    const said = body.violations.map((v) => v.message).join(' ');
    expect(said).toMatch(/«Баня»/);
    expect(said).toMatch(/СП 53\.13330\.2019, п\. 6\.8/);
  });
});
