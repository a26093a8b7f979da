import { shareLinksEndpoints } from '@plotplan/contract/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

export const shareLinkKeys = {
  list: (projectId: number) => ['share-links', projectId] as const,
  shared: (token: string) => ['shared-project', token] as const,
};

/** The live read-only links of one of the user's projects, oldest first. */
export const shareLinksQuery = (projectId: number) =>
  queryOptions({
    queryKey: shareLinkKeys.list(projectId),
    queryFn: ({ signal }) => callApi(shareLinksEndpoints.list, { params: { id: projectId } }, { signal }),
  });

/** What anyone with the link sees (no sign-in); a revoked or unknown token answers 404. */
export const sharedProjectQuery = (token: string) =>
  queryOptions({
    queryKey: shareLinkKeys.shared(token),
    queryFn: ({ signal }) => callApi(shareLinksEndpoints.shared, { params: { token } }, { signal }),
    retry: false,
  });

export const shareLinksApi = {
  create: (projectId: number) => callApi(shareLinksEndpoints.create, { params: { id: projectId }, body: {} }),
  revoke: (projectId: number, linkId: number) =>
    callApi(shareLinksEndpoints.revoke, { params: { id: projectId, linkId } }),
};

/** The whole address of a link's read-only page on this site. */
export const shareUrl = (path: string) => new URL(path, window.location.origin).toString();
