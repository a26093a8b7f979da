import type { ProjectListItem } from '@plotplan/contract';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProjectCard } from './project-card';

const item: ProjectListItem = {
  id: 1,
  name: 'Plot',
  updated_at: '2026-11-26T10:00:00Z',
  plot_area_m2: 600,
  object_count: 2,
  has_plan: true,
  thumbnail_svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
};

const metaOf = (project: ProjectListItem) =>
  render(
    <MemoryRouter>
      <ProjectCard project={project} onRename={() => {}} onDuplicate={() => {}} onDelete={() => {}} />
    </MemoryRouter>,
  ).container.querySelector('.project-card__meta')?.textContent ?? '';

describe("a project card's plot area", () => {
  it('is in square metres on a metric plot, as before', () => {
    expect(metaOf({ ...item, plot_units: 'metric' })).toMatch(/^600 m² · 2 objects/);
    expect(metaOf(item)).toMatch(/^600 m² · 2 objects/);
  });

  it('is in square feet and acres on an imperial plot', () => {
    expect(metaOf({ ...item, plot_units: 'imperial' })).toMatch(/^6,458 sq ft \(0\.15 acres\) · 2 objects/);
  });
});
