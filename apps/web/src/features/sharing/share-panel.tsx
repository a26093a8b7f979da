import type { ShareLink } from '@plotplan/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../components/dialog';
import { reportError } from '../../lib/forms/report-error';
import { notify } from '../../lib/notify';
import { shareLinkKeys, shareLinksApi, shareLinksQuery, shareUrl } from './share-links-api';

const createdFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

async function copyLink(link: ShareLink) {
  try {
    await navigator.clipboard.writeText(shareUrl(link.path));
    notify.success('Link copied');
  } catch {
    notify.error('Could not copy the link', 'Select the address and copy it by hand.');
  }
}

/**
 * The owner's read-only links of a project: create one, copy it, revoke it (after a confirm). Anyone
 * with a link sees the current plan and its summary without signing in, and changes nothing.
 */
export function SharePanel({ projectId }: { readonly projectId: number }) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const links = useQuery(shareLinksQuery(projectId));
  const [revoking, setRevoking] = useState<ShareLink | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: shareLinkKeys.list(projectId) });

  const create = useMutation({
    mutationFn: () => shareLinksApi.create(projectId),
    onSuccess: async () => {
      await refresh();
      notify.success('Read-only link created', 'Copy it and send it to whoever should see the plan.');
    },
    onError: (error) => reportError('Could not create a link', error),
  });
  const revoke = useMutation({
    mutationFn: (link: ShareLink) => shareLinksApi.revoke(projectId, link.id),
    onSuccess: async () => {
      setRevoking(null);
      await refresh();
      notify.success('Link revoked', 'Whoever opens it now sees that it does not exist.');
    },
    onError: (error) => reportError('Could not revoke the link', error),
  });

  return (
    <section className="panel summary-section share-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>Share</h2>
      <p className="muted">
        A read-only link shows this plan, its summary and the PDF to anyone who has it, without signing in.
        They cannot change anything or see your other projects.
      </p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => create.mutate()}
        disabled={create.isPending}
        aria-busy={create.isPending}
      >
        {create.isPending ? 'Creating…' : 'Create read-only link'}
      </button>
      {links.isPending ? (
        <div className="skeleton skeleton--block share-panel__loading" aria-label="Loading the links" />
      ) : links.isError ? (
        <p className="muted" role="alert">
          Could not load the links: {links.error.message}
        </p>
      ) : links.data.length === 0 ? (
        <p className="muted share-panel__empty">No links yet. This plan is seen by you alone.</p>
      ) : (
        <ul className="plain-list share-list" aria-label="Read-only links">
          {links.data.map((link, index) => (
            <li key={link.id} className="tile share-link" data-link-id={link.id}>
              <div className="share-link__text">
                <span className="share-link__name">Link {index + 1}</span>
                <span className="muted">
                  created{' '}
                  <time dateTime={link.created_at}>{createdFormat.format(new Date(link.created_at))}</time>
                </span>
                <input
                  className="share-link__url"
                  readOnly
                  value={shareUrl(link.path)}
                  aria-label={`Address of link ${index + 1}`}
                  onFocus={(event) => event.currentTarget.select()}
                />
              </div>
              <div className="share-link__actions">
                <button type="button" className="button button--small" onClick={() => void copyLink(link)}>
                  Copy
                </button>
                <button
                  type="button"
                  className="button button--small button--danger"
                  onClick={() => setRevoking(link)}
                  aria-label={`Revoke link ${index + 1}`}
                >
                  Revoke
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke this link?"
        message="Whoever has it will no longer see the plan. A new link has a new address."
        confirmLabel="Revoke link"
        pending={revoke.isPending}
        onConfirm={() => {
          if (revoking !== null) revoke.mutate(revoking);
        }}
        onClose={() => setRevoking(null)}
      />
    </section>
  );
}
