import { PROJECT_THUMBNAIL_HEIGHT, PROJECT_THUMBNAIL_WIDTH, type ProjectListItem } from '@plotplan/contract';
import { Link } from 'react-router';
import { formatDate, formatNumber, useLocale, useT } from '../../lib/i18n';
import { formatAreaIn } from '../../lib/units';

interface ProjectCardProps {
  readonly project: ProjectListItem;
  readonly onRename: () => void;
  readonly onDuplicate: () => void;
  readonly onDelete: () => void;
}

export function ProjectCard({ project, onRename, onDuplicate, onDelete }: ProjectCardProps) {
  const t = useT();
  const locale = useLocale();
  const open = project.has_plan ? 'editor' : 'preparation';
  // The server's SVG is shown as an image, so nothing in it can run or style the page.
  const thumbnail = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(project.thumbnail_svg)}`;
  return (
    <li className="project-card card" data-project-id={project.id}>
      <Link to={`/plot-editor/${open}?project=${project.id}`} className="project-card__open">
        <img
          src={thumbnail}
          alt=""
          width={PROJECT_THUMBNAIL_WIDTH}
          height={PROJECT_THUMBNAIL_HEIGHT}
          className="project-card__thumb"
        />
        <span className="project-card__name">{project.name}</span>
      </Link>
      <p className="project-card__meta">
        {project.plot_area_m2 === null
          ? t('projects.noPlot')
          : project.plot_units === 'imperial'
            ? formatAreaIn('imperial', locale, project.plot_area_m2)
            : t('unit.m2', { value: formatNumber(locale, project.plot_area_m2, { decimals: 0 }) })}{' '}
        · {t('count.objects', { count: project.object_count })}
        <br />
        <span className="muted">
          {t('projects.changed', { date: formatDate(locale, project.updated_at, 'dateTime') })}
        </span>
      </p>
      <div
        className="project-card__actions"
        role="group"
        aria-label={t('projects.actionsFor', { name: project.name })}
      >
        <button type="button" className="button button--small" onClick={onRename}>
          {t('projects.rename')}
        </button>
        <button type="button" className="button button--small" onClick={onDuplicate}>
          {t('projects.duplicate')}
        </button>
        <button type="button" className="button button--small button--danger" onClick={onDelete}>
          {t('common.delete')}
        </button>
      </div>
    </li>
  );
}
