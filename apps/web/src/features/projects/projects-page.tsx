import { ComingSoon } from '../../components/coming-soon';

export function ProjectsPage() {
  return (
    <ComingSoon
      title="Projects"
      planned={[
        'see your projects with plan thumbnails',
        'create, rename, duplicate and delete projects',
        'open a project in the plot editor',
      ]}
    />
  );
}

export { ProjectsPage as Component };
