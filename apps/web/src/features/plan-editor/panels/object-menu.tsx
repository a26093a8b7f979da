import type { LandscapeObject, PlacedObject } from '@plotplan/domain';
import { useRef } from 'react';
import type { PlanEditor } from '../model/plan-editor';
import { useT } from '../../../lib/i18n';
import { menuKeys, useMenuFocus } from './menu-focus';

interface ObjectMenuProps {
  /** On a phone, at the top of the screen (the finger that opened it was low), else at the bottom. */
  readonly high?: boolean;
  readonly editor: PlanEditor;
  readonly objects: readonly PlacedObject[];
  readonly entryOf: (code: string) => LandscapeObject | undefined;
  /** Shows the selection's fields (the Selection tab). */
  readonly onDetails: () => void;
  readonly onClose: () => void;
}

/**
 * The selection's actions over the plan, opened by a long press (touch) or the Menu key: turn, lock,
 * delete, or the full inspector. The same actions stay in the Selection tab and on keys (R, L, Delete).
 */
export function ObjectMenu({ high, editor, objects, entryOf, onDetails, onClose }: ObjectMenuProps) {
  const t = useT();
  const menu = useRef<HTMLDivElement>(null);
  useMenuFocus(menu);
  const first = objects[0];
  if (first === undefined) return null;
  const entry = entryOf(first.landscape_object);
  const title =
    objects.length === 1
      ? (first.label ?? entry?.name ?? first.landscape_object)
      : t('menu.objects', { count: objects.length });
  const locked = objects.every((o) => o.locked);
  const anyLocked = objects.some((o) => o.locked);
  const rotatable = objects.length > 1 || (first.shape === 'rect' && (entry?.rotatable ?? true));
  const run = (action: () => void) => () => {
    action();
    onClose();
  };
  const items = [
    {
      label: t('inspector.turn'),
      action: () => editor.rotateBy(90),
      hidden: !rotatable,
      disabled: anyLocked,
      danger: false,
    },
    {
      label: locked ? t('inspector.unlock') : t('inspector.lock'),
      action: () => editor.toggleLock(),
      hidden: false,
      disabled: false,
      danger: false,
    },
    {
      label: t('common.delete'),
      action: () => editor.deleteSelected(),
      hidden: false,
      disabled: anyLocked,
      danger: true,
    },
    { label: t('menu.details'), action: onDetails, hidden: false, disabled: false, danger: false },
  ].filter((item) => !item.hidden);

  const onKey = menuKeys(onClose);

  return (
    <div
      className={high === true ? 'object-menu object-menu--high' : 'object-menu'}
      role="menu"
      aria-label={t('menu.actions', { title })}
      ref={menu}
      onKeyDown={onKey}
    >
      <p className="object-menu__title" aria-hidden="true">
        {title}
      </p>
      {items.map((item) => (
        <button
          key={item.label}
          type="button"
          role="menuitem"
          className={`button button--small${item.danger ? ' button--danger' : ''}`}
          disabled={item.disabled}
          onClick={run(item.action)}
        >
          {item.label}
        </button>
      ))}
      <button
        type="button"
        role="menuitem"
        className="button button--small object-menu__close"
        aria-label={t('menu.close')}
        onClick={onClose}
      >
        ×
      </button>
    </div>
  );
}
