// The projects feature's public face: the project queries and cache every project screen shares,
// and the project file. Screen (loaded lazily by app/routes.tsx): projects-page.
export { projectKeys, projectQuery, projectsApi, projectsQuery, storeProject } from './projects-api';
export { toProjectFile } from './project-file';
