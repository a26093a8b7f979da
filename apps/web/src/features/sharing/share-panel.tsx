import type { ShareLink } from '@plotplan/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../components/dialog';
import { reportError } from '../../lib/forms/report-error';
import { formatDate, t as tNow, useLocale, useT } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { shareLinkKeys, shareLinksApi, shareLinksQuery, shareUrl } from './share-links-api';

async function copyLink(link: ShareLink) {
  try {
    await navigator.clipboard.writeText(shareUrl(link.path));
    notify.success(tNow('share.copied'));
  } catch {
    notify.error(tNow('share.copyFailed'), tNow('share.copyByHand'));
  }
}

/**
 * The owner's read-only links of a project: create one, copy it, revoke it (after a confirm). Anyone
 * with a link sees the current plan and its summary without signing in, and changes nothing.
 */
export function SharePanel({ projectId }: { readonly projectId: number }) {
  const titleId = useId();
  const t = useT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const links = useQuery(shareLinksQuery(projectId));
  const [revoking, setRevoking] = useState<ShareLink | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: shareLinkKeys.list(projectId) });

  const create = useMutation({
    mutationFn: () => shareLinksApi.create(projectId),
    onSuccess: async () => {
      await refresh();
      notify.success(t('share.created'), t('share.createdHint'));
    },
    onError: (error) => reportError(t('share.createFailed'), error),
  });
  const revoke = useMutation({
    mutationFn: (link: ShareLink) => shareLinksApi.revoke(projectId, link.id),
    onSuccess: async () => {
      setRevoking(null);
      await refresh();
      notify.success(t('share.revoked'), t('share.revokedHint'));
    },
    onError: (error) => reportError(t('share.revokeFailed'), error),
  });

  return (
    <section className="panel summary-section share-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('share.title')}</h2>
      <p className="muted">{t('share.intro')}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => create.mutate()}
        disabled={create.isPending}
        aria-busy={create.isPending}
      >
        {create.isPending ? t('share.creating') : t('share.create')}
      </button>
      {links.isPending ? (
        <div className="skeleton skeleton--block share-panel__loading" aria-label={t('share.loading')} />
      ) : links.isError ? (
        <p className="muted" role="alert">
          {t('share.loadFailed', { message: links.error.message })}
        </p>
      ) : links.data.length === 0 ? (
        <p className="muted share-panel__empty">{t('share.none')}</p>
      ) : (
        <ul className="plain-list share-list" aria-label={t('share.list')}>
          {links.data.map((link, index) => (
            <li key={link.id} className="tile share-link" data-link-id={link.id}>
              <div className="share-link__text">
                <span className="share-link__name">{t('share.link', { number: index + 1 })}</span>
                <span className="muted">
                  {t('share.createdAt')}{' '}
                  <time dateTime={link.created_at}>{formatDate(locale, link.created_at, 'dateTime')}</time>
                </span>
                <input
                  className="share-link__url"
                  readOnly
                  value={shareUrl(link.path)}
                  aria-label={t('share.address', { number: index + 1 })}
                  onFocus={(event) => event.currentTarget.select()}
                />
              </div>
              <div className="share-link__actions">
                <button type="button" className="button button--small" onClick={() => void copyLink(link)}>
                  {t('share.copy')}
                </button>
                <button
                  type="button"
                  className="button button--small button--danger"
                  onClick={() => setRevoking(link)}
                  aria-label={t('share.revokeNumber', { number: index + 1 })}
                >
                  {t('share.revoke')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={t('share.revokeTitle')}
        message={t('share.revokeMessage')}
        confirmLabel={t('share.revokeConfirm')}
        pending={revoke.isPending}
        onConfirm={() => {
          if (revoking !== null) revoke.mutate(revoking);
        }}
        onClose={() => setRevoking(null)}
      />
    </section>
  );
}
