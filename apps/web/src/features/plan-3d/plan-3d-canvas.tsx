import { useEffect, useRef, useState } from 'react';
import type { PlanScene } from './plan-scene';
import type { ThreeView } from './three-view';

export const NO_WEBGL = '3D view needs WebGL, which this browser did not provide.';

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
const CAMERA_BUTTONS: readonly { label: string; command: (view: ThreeView) => void }[] = [
  { label: 'Turn left', command: (v) => v.turn(TURN_DEG) },
  { label: 'Turn right', command: (v) => v.turn(-TURN_DEG) },
  { label: 'Zoom in', command: (v) => v.zoom(ZOOM_STEP) },
  { label: 'Zoom out', command: (v) => v.zoom(1 / ZOOM_STEP) },
  { label: 'Reset view', command: (v) => v.reset() },
];

/**
 * The 3D canvas with its camera buttons. three.js arrives by dynamic import when this mounts, so
 * the editor's bundle does not carry it.
 */
export function Plan3dCanvas({ scene }: { readonly scene: PlanScene }) {
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
        view.current = createThreeView(element);
        setStatus('ready');
      })
      .catch(() => {
        // A context that fails to start (blocked, lost GPU) is the same as no WebGL to the user.
        if (!cancelled) setStatus('no-webgl');
      });
    return () => {
      cancelled = true;
    };
  }, [status]);

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
        {NO_WEBGL}
      </p>
    );
  const disabled = status !== 'ready';
  return (
    <>
      <div ref={host} className="plan-3d__canvas" data-status={status} />
      <div className="plan-3d__camera" role="group" aria-label="Camera">
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
            {label}
          </button>
        ))}
      </div>
    </>
  );
}
