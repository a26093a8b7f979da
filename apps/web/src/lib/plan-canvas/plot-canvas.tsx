import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import type { GeoReference, UnitSystem } from '@plotplan/domain';
import {
  MapControls,
  MapNote,
  MapUnderlay,
  useMapPreference,
  useMapSettings,
  type MapLoadState,
} from '../map';
import { useT, type MessageKey } from '../i18n';
import { GridLabels, MetreGrid } from './metre-grid';
import { ARROW_INSET, ARROW_SIZE, canvasFurniture } from './canvas-furniture';
import { fitClear } from './fit-clear';
import { NorthArrow } from './north-arrow';
import { ScaleBar } from './scale-bar';
import { useElementSize } from './use-element-size';
import {
  panBy,
  screenPoint,
  screenToWorld,
  zoomAt,
  type Bounds,
  type PlanPoint,
  type ScreenPoint,
  type Viewport,
} from './viewport';

export interface CanvasPointer {
  /** The pointer in plan coordinates (metres, y up). */
  readonly world: PlanPoint;
  readonly event: PointerEvent<SVGSVGElement>;
}

interface PlotCanvasProps {
  /** What to frame on first show and on "fit" (0 / Home key). */
  readonly bounds: Bounds;
  /** What the north arrow, scale bar and buttons must never cover when fitted (default: bounds). */
  readonly clearBounds?: Bounds;
  readonly label: string;
  /** Drawn in screen space with the current viewport; use worldToScreen. */
  readonly children: (view: Viewport) => ReactNode;
  /**
   * A press on the canvas that is not a pan (one finger / primary button without Space). Returning
   * false hands the press back: it pans (a drag on empty ground in the plan editor).
   */
  readonly onPointerDown?: (pointer: CanvasPointer) => unknown;
  readonly onPointerMove?: (pointer: CanvasPointer) => void;
  readonly onPointerUp?: (pointer: CanvasPointer) => void;
  /** When false, a primary-button drag pans (steps that only view the plot). */
  readonly interactive?: boolean;
  /** A change of this value fits the view to `bounds` again (e.g. when drawing starts over). */
  readonly fitKey?: string;
  /** Keys the canvas does not use itself (zoom, fit, Alt+arrows pan), e.g. arrows to nudge. */
  readonly onKey?: (event: KeyboardEvent<SVGSVGElement>) => void;
  /** The plot's north_deg: a north arrow is kept in the top-right corner. Left out, none is drawn. */
  readonly northDeg?: number;
  /** Where the plot lies on Earth: a map is drawn under the plan (with a switch and opacity). */
  readonly georef?: GeoReference | undefined;
  /** A finger (or pen) held still on the canvas: the touch stand-in for a right click. */
  readonly onLongPress?: (pointer: CanvasPointer) => void;
  /** A press handed to onPointerDown became a pinch or a long press: undo what it started. */
  readonly onGestureCancel?: () => void;
  /** The plot's unit system: the scale bar in feet for an imperial plot (metric by default). */
  readonly units?: UnitSystem;
}

const LONG_PRESS_MS = 550;
/**
 * A held finger wanders a pixel or two; past this it is a drag, not a long press (the plan editor
 * starts moving an object at 3 px, and a long press must not undo a slow drag already under way).
 */
const LONG_PRESS_SLOP_PX = 3;

const ZOOM_STEP = 1.25;
const zoomButtons = [
  { label: 'canvas.zoomIn', text: '+', factor: ZOOM_STEP },
  { label: 'canvas.zoomOut', text: '−', factor: 1 / ZOOM_STEP },
] as const satisfies readonly { label: MessageKey; text: string; factor: number }[];

/**
 * An SVG canvas over the plan: metre grid with metre labels, a scale bar and (given the plot's north)
 * a north arrow, wheel and pinch zoom around the pointer, pan by dragging
 * (middle button, Space + drag, or any drag when not interactive), keyboard zoom/pan/fit.
 */
export function PlotCanvas({
  bounds,
  clearBounds,
  label,
  children,
  onPointerDown,
  onPointerMove,
  onPointerUp,
  interactive = true,
  fitKey,
  onKey,
  northDeg,
  georef,
  onLongPress,
  onGestureCancel,
  units,
}: PlotCanvasProps) {
  const t = useT();
  const mapSettings = useMapSettings(georef !== undefined);
  const mapPreference = useMapPreference();
  const [mapState, setMapState] = useState<MapLoadState>('loading');
  const tileUrl = mapSettings?.tile_url ?? null;
  const mapShown = georef !== undefined && tileUrl !== null && mapPreference.shown;
  const svgRef = useRef<SVGSVGElement>(null);
  const { width, height } = useElementSize(svgRef);
  const [view, setView] = useState<Viewport | undefined>(undefined);
  const [fittedFor, setFittedFor] = useState(fitKey);
  if (fittedFor !== fitKey) {
    setFittedFor(fitKey);
    setView(undefined);
  }
  const pointers = useRef(new Map<number, ScreenPoint>());
  const panning = useRef(false);
  const spaceDown = useRef(false);
  /** The press given to onPointerDown, until it ends or is cancelled. */
  const pressing = useRef(false);
  const longPress = useRef<{ timer: number; at: ScreenPoint } | undefined>(undefined);
  const stopLongPress = () => {
    if (longPress.current !== undefined) window.clearTimeout(longPress.current.timer);
    longPress.current = undefined;
  };
  useEffect(() => stopLongPress, []);
  const cancelPress = () => {
    if (pressing.current) onGestureCancel?.();
    pressing.current = false;
  };

  const frame = useRef<HTMLDivElement>(null);
  // Whether the user has zoomed or panned since the last fit, and the size that fit was for.
  const moved = useRef(false);
  const fittedSize = useRef('');
  const fit = useCallback(() => {
    moved.current = false;
    fittedSize.current = `${width}x${height}`;
    const furniture = canvasFurniture(frame.current, svgRef.current, width, height, northDeg !== undefined);
    setView(
      fitClear(bounds, width, height, furniture, clearBounds === undefined ? {} : { clear: clearBounds }),
    );
  }, [bounds, clearBounds, width, height, northDeg]);
  /** A zoom or pan the user asked for: it is kept when the canvas changes size. */
  const moveView = (change: (old: Viewport) => Viewport) => {
    moved.current = true;
    setView((old) => (old === undefined ? old : change(old)));
  };
  useEffect(() => {
    if (width <= 0 || height <= 0) return;
    // The first frame can only be fitted once the element has been measured. A canvas that changes
    // size (the phone's small live plan while chatting, a turned phone) fits the plot again, unless
    // the user has zoomed or panned it.
    const resized = fittedSize.current !== `${width}x${height}`;
    if (view === undefined || (resized && !moved.current)) fit();
  }, [view, width, height, fit]);

  // React's wheel listener is passive; zooming must prevent the page from scrolling.
  useEffect(() => {
    const svg = svgRef.current;
    if (svg === null) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = svg.getBoundingClientRect();
      const factor = Math.exp(-event.deltaY * (event.deltaMode === 1 ? 0.05 : 0.0015));
      moveView((old) =>
        zoomAt(old, screenPoint(event.clientX - rect.left, event.clientY - rect.top), factor),
      );
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, []);

  const local = (event: PointerEvent<SVGSVGElement>): ScreenPoint => {
    const rect = event.currentTarget.getBoundingClientRect();
    return screenPoint(event.clientX - rect.left, event.clientY - rect.top);
  };
  const pointer = (event: PointerEvent<SVGSVGElement>): CanvasPointer | undefined =>
    view === undefined ? undefined : { world: screenToWorld(view, local(event)), event };

  const handleDown = (event: PointerEvent<SVGSVGElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, local(event));
    const pinch = pointers.current.size > 1;
    // A second finger turns the first one's drag into a pinch: the object goes back where it was.
    if (pinch) cancelPress();
    stopLongPress();
    const pan = event.button === 1 || spaceDown.current || !interactive || pinch;
    panning.current = pan;
    const p = pointer(event);
    if (pan || p === undefined) return;
    const handled = onPointerDown?.(p);
    pressing.current = onPointerDown !== undefined && handled !== false;
    if (handled === false) panning.current = true;
    if (onLongPress !== undefined && event.pointerType !== 'mouse') {
      const at = local(event);
      const timer = window.setTimeout(() => {
        longPress.current = undefined;
        cancelPress();
        panning.current = true;
        onLongPress(p);
      }, LONG_PRESS_MS);
      longPress.current = { timer, at };
    }
  };

  const handleMove = (event: PointerEvent<SVGSVGElement>) => {
    const previous = pointers.current.get(event.pointerId);
    const current = local(event);
    const held = longPress.current;
    if (
      held !== undefined &&
      Math.hypot(current[0] - held.at[0], current[1] - held.at[1]) >= LONG_PRESS_SLOP_PX
    )
      stopLongPress();
    if (previous !== undefined && pointers.current.size === 2) {
      // Pinch: scale by the change of the distance between the two fingers, around their midpoint.
      const other = [...pointers.current.entries()].find(([id]) => id !== event.pointerId)?.[1];
      if (other !== undefined) {
        const before = Math.hypot(previous[0] - other[0], previous[1] - other[1]);
        const after = Math.hypot(current[0] - other[0], current[1] - other[1]);
        const mid = screenPoint((current[0] + other[0]) / 2, (current[1] + other[1]) / 2);
        if (before > 0) moveView((old) => zoomAt(old, mid, after / before));
      }
    } else if (previous !== undefined && panning.current) {
      moveView((old) => panBy(old, current[0] - previous[0], current[1] - previous[1]));
    } else {
      const p = pointer(event);
      if (p !== undefined) onPointerMove?.(p);
    }
    if (previous !== undefined) pointers.current.set(event.pointerId, current);
  };

  const handleUp = (event: PointerEvent<SVGSVGElement>) => {
    stopLongPress();
    const wasPanning = panning.current;
    pointers.current.delete(event.pointerId);
    if (pointers.current.size === 0) panning.current = false;
    const p = pointer(event);
    if (!wasPanning && p !== undefined) onPointerUp?.(p);
    if (pointers.current.size === 0) pressing.current = false;
  };

  /** Zoom around the middle of the canvas (buttons and keys). */
  const zoomBy = (factor: number) =>
    moveView((old) => zoomAt(old, screenPoint(width / 2, height / 2), factor));

  const handleKey = (event: KeyboardEvent<SVGSVGElement>) => {
    const step = 40;
    const actions: Record<string, () => void> = {
      '+': () => zoomBy(ZOOM_STEP),
      '=': () => zoomBy(ZOOM_STEP),
      '-': () => zoomBy(1 / ZOOM_STEP),
      '0': fit,
      Home: fit,
    };
    if (event.key === ' ') spaceDown.current = event.type === 'keydown';
    const action = actions[event.key];
    if (action !== undefined && event.type === 'keydown') {
      event.preventDefault();
      action();
    }
    if (event.type === 'keydown' && action === undefined && !event.altKey) onKey?.(event);
    if (event.altKey && event.type === 'keydown' && event.key.startsWith('Arrow')) {
      // Alt + arrows pan; plain arrows are left to the step (nudging).
      event.preventDefault();
      // Pixel offsets to pan by, not points.
      const d: Record<string, readonly [number, number]> = {
        ArrowLeft: [step, 0],
        ArrowRight: [-step, 0],
        ArrowUp: [0, step],
        ArrowDown: [0, -step],
      };
      const [dx, dy] = d[event.key] ?? [0, 0];
      moveView((old) => panBy(old, dx, dy));
    }
  };

  return (
    <div className="plot-canvas" ref={frame}>
      <svg
        ref={svgRef}
        role="application"
        aria-label={label}
        tabIndex={0}
        className="plot-canvas__svg"
        onPointerDown={handleDown}
        onPointerMove={handleMove}
        onPointerUp={handleUp}
        onPointerCancel={handleUp}
        // The long press is ours: no browser context menu (or text callout) over it.
        onContextMenu={onLongPress === undefined ? undefined : (event) => event.preventDefault()}
        onKeyDown={handleKey}
        onKeyUp={handleKey}
        // The current viewport, for tests and tools that need plan <-> screen coordinates.
        data-scale={view?.scale}
        data-tx={view?.tx}
        data-ty={view?.ty}
      >
        {view !== undefined && (
          <>
            {mapShown && (
              <MapUnderlay
                key={tileUrl}
                view={view}
                width={width}
                height={height}
                georef={georef}
                northDeg={northDeg ?? 0}
                tileUrl={tileUrl}
                maxZoom={mapSettings?.max_zoom ?? 19}
                opacity={mapPreference.opacity}
                onLoadState={setMapState}
              />
            )}
            <MetreGrid view={view} width={width} height={height} units={units} />
            {children(view)}
            {/* Screen-fixed chrome over the plan: grid metres along the edges, north, scale. */}
            <GridLabels view={view} width={width} height={height} units={units} />
            {northDeg !== undefined && (
              <NorthArrow northDeg={northDeg} size={ARROW_SIZE} x={width - ARROW_INSET} y={40} />
            )}
            <ScaleBar view={view} height={height} units={units ?? 'metric'} />
          </>
        )}
      </svg>
      {mapShown && (
        <MapNote attribution={mapSettings?.attribution ?? ''} unavailable={mapState === 'unavailable'} />
      )}
      <div className="plot-canvas__zoom" role="group" aria-label={t('canvas.zoom')}>
        {georef !== undefined && tileUrl !== null && <MapControls preference={mapPreference} />}
        {zoomButtons.map((button) => (
          <button
            key={button.label}
            type="button"
            className="button button--small"
            aria-label={t(button.label)}
            onClick={() => zoomBy(button.factor)}
          >
            {button.text}
          </button>
        ))}
        <button type="button" className="button button--small" onClick={fit}>
          {t('canvas.fit')}
        </button>
      </div>
    </div>
  );
}
