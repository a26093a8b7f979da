import { useEffect, useRef, useState } from 'react';
import { useT, type MessageKey } from '../../lib/i18n';
import type { PlanScene } from './plan-scene';
import type { ThreeView } from './three-view';

/** Whether this browser hands out a WebGL context at all (happy-dom and some old browsers do not). */
export function hasWebGl(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) !== null;
  } catch {
    return false;
  }
}

type Status = 'loading' | 'ready' | 'no-webgl';

const TURN_DEG = 20;
const ZOOM_STEP = 0.8;

/** For keyboard users (and anyone without a mouse wheel): what dragging and pinching do. */
const CAMERA_BUTTONS: readonly { label: MessageKey; command: (view: ThreeView) => void }[] = [
  { label: 'plan3d.turnLeft', command: (v) => v.turn(TURN_DEG) },
  { label: 'plan3d.turnRight', command: (v) => v.turn(-TURN_DEG) },
  { label: 'plan3d.zoomIn', command: (v) => v.zoom(ZOOM_STEP) },
  { label: 'plan3d.zoomOut', command: (v) => v.zoom(1 / ZOOM_STEP) },
  { label: 'plan3d.resetView', command: (v) => v.reset() },
];

/**
 * The 3D canvas with its camera buttons. three.js arrives by dynamic import when this mounts, so
 * the editor's bundle does not carry it.
 */
export function Plan3dCanvas({ scene }: { readonly scene: PlanScene }) {
  const t = useT();
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<ThreeView | undefined>(undefined);
  const [status, setStatus] = useState<Status>(() => (hasWebGl() ? 'loading' : 'no-webgl'));

  useEffect(() => {
    const element = host.current;
    if (status !== 'loading' || element === null) return;
    let cancelled = false;
    import('./three-view')
      .then(({ createThreeView }) => {
        if (cancelled) return;
        view.current = createThreeView(element, t('plan3d.model'));
        setStatus('ready');
      })
      .catch(() => {
        // A context that fails to start (blocked, lost GPU) is the same as no WebGL to the user.
        if (!cancelled) setStatus('no-webgl');
      });
    return () => {
      cancelled = true;
    };
  }, [status, t]);

  // The view lives as long as this component: freed once, on unmount.
  useEffect(
    () => () => {
      view.current?.dispose();
      view.current = undefined;
    },
    [],
  );

  useEffect(() => {
    if (status === 'ready') view.current?.show(scene);
  }, [status, scene]);

  if (status === 'no-webgl')
    return (
      <p className="plan-3d__message" role="status">
        {t('plan3d.noWebGl')}
      </p>
    );
  const disabled = status !== 'ready';
  return (
    <>
      <div ref={host} className="plan-3d__canvas" data-status={status} />
      <div className="plan-3d__camera" role="group" aria-label={t('plan3d.camera')}>
        {CAMERA_BUTTONS.map(({ label, command }) => (
          <button
            key={label}
            type="button"
            className="button button--small"
            disabled={disabled}
            onClick={() => {
              if (view.current !== undefined) command(view.current);
            }}
          >
            {t(label)}
          </button>
        ))}
      </div>
    </>
  );
}
