import { projectsRoutes } from '@plotplan/contract';
import { encodedBody, type CachedBody, type ProjectReadCache } from './project-read-cache.js';
import type { ProjectService } from './project-service.js';
import { projectBody } from './project-view.js';

/** The answers of the two project reads, serialised once and kept until one of the owner's projects changes. */
export class ProjectAnswers {
  constructor(
    private readonly projects: ProjectService,
    private readonly reads: ProjectReadCache,
  ) {}

  /** The list as sent, from the read cache while none of the owner's projects changed. */
  async listBody(ownerId: number): Promise<CachedBody> {
    const cached = this.reads.get(ownerId, 'list');
    if (cached !== undefined) return cached;
    const generation = this.reads.generation(ownerId);
    const body = encodedBody(projectsRoutes.list.responses[200], await this.projects.list(ownerId));
    this.reads.store(ownerId, 'list', generation, body);
    return body;
  }

  /** The project as sent, with its version as the ETag; cached like the list. */
  async getBody(ownerId: number, id: number): Promise<CachedBody> {
    const key = `project:${id}`;
    const cached = this.reads.get(ownerId, key);
    if (cached !== undefined) return cached;
    const generation = this.reads.generation(ownerId);
    const project = projectBody(await this.projects.get(ownerId, id));
    const body = encodedBody(projectsRoutes.get.responses[200], project, `"${project.version}"`);
    this.reads.store(ownerId, key, generation, body);
    return body;
  }
}
