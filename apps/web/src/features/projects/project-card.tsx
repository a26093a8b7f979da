import type { ProjectListItem } from '@plotplan/contract';
import { Link } from 'react-router';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
const areaFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });

interface ProjectCardProps {
  readonly project: ProjectListItem;
  readonly onRename: () => void;
  readonly onDuplicate: () => void;
  readonly onDelete: () => void;
}

export function ProjectCard({ project, onRename, onDuplicate, onDelete }: ProjectCardProps) {
  const open = project.has_plan ? 'editor' : 'preparation';
  // The server's SVG is shown as an image, so nothing in it can run or style the page.
  const thumbnail = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(project.thumbnail_svg)}`;
  return (
    <li className="project-card card" data-project-id={project.id}>
      <Link to={`/plot-editor/${open}?project=${project.id}`} className="project-card__open">
        <img src={thumbnail} alt="" width={240} height={160} className="project-card__thumb" />
        <span className="project-card__name">{project.name}</span>
      </Link>
      <p className="project-card__meta">
        {project.plot_area_m2 === null ? 'No plot yet' : `${areaFormat.format(project.plot_area_m2)} m²`} ·{' '}
        {project.object_count} {project.object_count === 1 ? 'object' : 'objects'}
        <br />
        <span className="muted">Changed {dateFormat.format(new Date(project.updated_at))}</span>
      </p>
      <div className="project-card__actions" role="group" aria-label={`Actions for ${project.name}`}>
        <button type="button" className="button button--small" onClick={onRename}>
          Rename
        </button>
        <button type="button" className="button button--small" onClick={onDuplicate}>
          Duplicate
        </button>
        <button type="button" className="button button--small button--danger" onClick={onDelete}>
          Delete
        </button>
      </div>
    </li>
  );
}
