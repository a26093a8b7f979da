import type { PlacedObject } from '@plotplan/domain';
import { useRef } from 'react';
import { useT } from '../../../lib/i18n';
import { menuKeys, useMenuFocus } from './menu-focus';

interface ObjectPickListProps {
  /** On a phone, at the top of the screen (the finger that opened it was low), else at the bottom. */
  readonly high?: boolean;
  /** The objects under the finger, topmost first. */
  readonly objects: readonly PlacedObject[];
  readonly nameOf: (object: PlacedObject) => string;
  readonly onChoose: (id: string) => void;
  readonly onClose: () => void;
}

/** Several small objects under one fingertip: the list to choose the one meant. */
export function ObjectPickList({ high, objects, nameOf, onChoose, onClose }: ObjectPickListProps) {
  const t = useT();
  const menu = useRef<HTMLDivElement>(null);
  useMenuFocus(menu);
  return (
    <div
      className={high === true ? 'object-menu object-menu--high' : 'object-menu'}
      role="menu"
      aria-label={t('menu.whichObject')}
      ref={menu}
      onKeyDown={menuKeys(onClose)}
    >
      <p className="object-menu__title" aria-hidden="true">
        {t('menu.whichObject')}
      </p>
      {objects.map((object) => (
        <button
          key={object.id}
          type="button"
          role="menuitem"
          className="button button--small"
          onClick={() => onChoose(object.id)}
        >
          {nameOf(object)}
        </button>
      ))}
      <button
        type="button"
        role="menuitem"
        className="button button--small object-menu__close"
        aria-label={t('menu.closeList')}
        onClick={onClose}
      >
        ×
      </button>
    </div>
  );
}
