import type { Generation, Project } from '@plotplan/contract';
import { packForPlot, unitSystemOf, type LandscapeObject, type Plot } from '@plotplan/domain';
import { useCallback, useMemo, useState } from 'react';
import { Tabs } from '../../components/tabs';
import { ChatPanel } from '../chat';
import { GenerationWorkspace, VariantPreviewBanner, variantPreview } from '../generations';
import type { ObjectStyles } from '../../lib/plan-canvas';
import { notify } from '../../lib/notify';
import { Plan3dView } from '../plan-3d';
import { HistoryPanel } from '../plan-history';
import { SunLegend, SunOverlay, SunToggle, useSunMap } from '../sun-map';
import { PlanEditorCanvas } from './canvas/plan-editor-canvas';
import { EditorToolbar } from './panels/editor-toolbar';
import { ObjectInspector } from './panels/object-inspector';
import { ObjectMenu } from './panels/object-menu';
import { ObjectPickList } from './panels/object-pick-list';
import { ObjectsList } from './panels/objects-list';
import { ViolationsPanel } from './panels/violations-panel';
import { usePlanEditor } from './use-plan-editor';
import { useUndoShortcuts } from './use-undo-shortcuts';
import { useLocale, useT, violationText, type MessageKey } from '../../lib/i18n';

type SideTab = 'plan' | 'objects' | 'history' | 'generate' | 'chat';
const sideTabs: readonly { id: SideTab; label: MessageKey }[] = [
  { id: 'plan', label: 'inspector.selection' },
  { id: 'objects', label: 'tabs.objects' },
  { id: 'history', label: 'tabs.history' },
  { id: 'generate', label: 'tabs.generate' },
  { id: 'chat', label: 'chat.chat' },
];

const NONE: readonly string[] = [];

interface PlanEditorWorkspaceProps {
  readonly project: Project & { plot: Plot };
  readonly catalog: readonly LandscapeObject[];
  readonly styles: ObjectStyles;
  readonly search: string;
  /** Saves the plot editor's own pending edits (name, plot, selection) before generating. */
  readonly flushProject: () => Promise<void>;
}

/** The editor step's working area: the plan canvas with its toolbar, and the side panels. */
export function PlanEditorWorkspace({
  project,
  catalog,
  styles,
  search,
  flushProject,
}: PlanEditorWorkspaceProps) {
  const { editor, state, saveStatus, flush } = usePlanEditor(project, catalog);
  // A variant shown on the canvas instead of the plan; the plan and its autosave stay untouched.
  const [previewed, setPreviewed] = useState<Generation | undefined>(undefined);
  useUndoShortcuts(editor, previewed === undefined);
  const preview = useMemo(
    () => (previewed === undefined ? undefined : variantPreview(previewed)),
    [previewed],
  );
  const startPreview = (generation: Generation) => {
    editor.select([]);
    setPreviewed(generation);
  };
  const endPreview = useCallback(() => setPreviewed(undefined), []);
  const [tab, setTab] = useState<SideTab>(project.actual_plan === null ? 'generate' : 'plan');
  const [sunOn, setSunOn] = useState(false);
  const [view3d, setView3d] = useState(false);
  const colorOf = useCallback((code: string) => styles.get(code)?.color, [styles]);
  const sun = useSunMap(project.plot, state.plan, { enabled: sunOn });
  const pack = useMemo(() => packForPlot(project.plot), [project.plot]);
  const locale = useLocale();
  const t = useT();
  const selected = useMemo(
    () => state.plan.objects.filter((o) => state.selectedIds.includes(o.id)),
    [state.plan, state.selectedIds],
  );
  const problemIds = useMemo(
    () => new Set(state.violations.filter((v) => v.severity === 'error').flatMap((v) => v.object_ids)),
    [state.violations],
  );
  // The assistant's last changes stay outlined until the selection changes (or the next message).
  const [highlight, setHighlight] = useState(NONE);
  const selectionKey = state.selectedIds.join('\n');
  const [seenSelection, setSeenSelection] = useState(selectionKey);
  if (seenSelection !== selectionKey) {
    setSeenSelection(selectionKey);
    setHighlight(NONE);
  }
  const [menuOpen, setMenuOpen] = useState(false);
  // Several small objects under a fingertip: the list to choose from (ids topmost first).
  const [picking, setPicking] = useState<readonly string[] | undefined>(undefined);
  // Where on the screen the last press on the plan was: a menu it opens keeps to the other half.
  const [pressedLow, setPressedLow] = useState(false);
  if (menuOpen && selected.length === 0) setMenuOpen(false);
  const showDetails = () => {
    setTab('plan');
    // After the tab has rendered: on a phone the panel lies below the plan.
    window.requestAnimationFrame(() => {
      const panel = document.getElementById('editor-panel-plan');
      panel?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
      panel?.querySelector<HTMLElement>('input, button')?.focus({ preventScroll: true });
    });
  };
  // On a phone the gallery lies below the plan: after Apply, bring the plan it became into view.
  const revealPlan = () => {
    const canvas = document.querySelector('.plan-workspace__canvas');
    if (canvas === null || canvas.getBoundingClientRect().top >= 0) return;
    canvas.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };
  const sunMap = sunOn ? sun.map : undefined;
  const saveAll = async () => {
    await flushProject();
    await flush();
  };

  // On a phone the chat shrinks the plan to a live strip at the top (plan-editor.css): fit it anew.
  const narrow = window.matchMedia?.('(max-width: 48rem)').matches === true;
  const smallChat = tab === 'chat' && narrow;
  // The rule check; on a phone it comes before the selection's fields, so that after a drag the
  // broken rules are in view just below the plan.
  const rules = (
    <ViolationsPanel
      violations={state.violations}
      pack={pack}
      selectedIds={state.selectedIds}
      onSelect={(ids) => editor.select(ids)}
      describe={violationText(locale, project.plot, state.plan)}
      units={unitSystemOf(project.plot)}
    />
  );
  return (
    <div className="plan-workspace" data-tab={tab}>
      <div className="plan-workspace__side">
        <Tabs
          label={t('tabs.editorPanels')}
          idPrefix="editor"
          tabs={sideTabs.map((tab) => ({ ...tab, label: t(tab.label) }))}
          selected={tab}
          onSelect={setTab}
          panelClassName="plan-workspace__panel"
        >
          {tab === 'plan' && (
            <>
              {narrow && rules}
              <ObjectInspector
                editor={editor}
                objects={selected}
                entryOf={(code) => editor.entryOf(code)}
                sunHours={sun.status === 'ready' ? sun.objectHours : undefined}
                units={unitSystemOf(project.plot)}
              />
              {!narrow && rules}
            </>
          )}
          {tab === 'objects' && (
            <ObjectsList
              objects={state.plan.objects}
              styles={styles}
              selectedIds={state.selectedIds}
              problemIds={problemIds}
              onSelect={(ids, additive) => editor.select(additive ? [...state.selectedIds, ...ids] : ids)}
              units={unitSystemOf(project.plot)}
            />
          )}
          {tab === 'history' && <HistoryPanel project={project} beforeRestore={flush} />}
          {tab === 'generate' && (
            <GenerationWorkspace
              project={project}
              styles={styles}
              search={search}
              beforeGenerate={saveAll}
              previewId={previewed?.id}
              onPreview={(generation) =>
                generation.id === previewed?.id ? endPreview() : startPreview(generation)
              }
              onApplied={revealPlan}
            />
          )}
          {tab === 'chat' && (
            <ChatPanel key={project.id} project={project} beforeChange={saveAll} onHighlight={setHighlight} />
          )}
        </Tabs>
      </div>
      <div
        className="plan-workspace__canvas"
        onPointerDownCapture={(event) => {
          // Presses on the plan only: a menu must not move under the finger choosing from it.
          const onPlan = event.target instanceof Element && event.target.closest('[role="application"]');
          if (onPlan) setPressedLow(event.clientY > window.innerHeight / 2);
        }}
      >
        {previewed !== undefined && (
          <VariantPreviewBanner project={project} generation={previewed} onExit={endPreview} />
        )}
        {/* While a variant is previewed nothing edits the plan (inert: no clicks, no focus). */}
        <div className="plan-workspace__toolbar-slot" inert={previewed !== undefined}>
          <EditorToolbar
            canUndo={state.canUndo}
            canRedo={state.canRedo}
            onUndo={() => editor.undoChange()}
            onRedo={() => editor.redoChange()}
            catalog={catalog}
            onAdd={(code) => {
              editor.add(code);
              setTab('plan');
            }}
            saveStatus={saveStatus}
            onRetry={() => void flush()}
          >
            <button
              type="button"
              className="button button--small"
              disabled={state.plan.objects.length === 0}
              title={t('paths.hint')}
              onClick={() => {
                const missed = editor.layPaths();
                if (missed.length > 0)
                  notify.warning(
                    t('paths.missed'),
                    t('paths.missedDetail', { names: missed.map((id) => editor.nameOf(id)).join(', ') }),
                  );
              }}
            >
              {t('paths.lay')}
            </button>
            <SunToggle checked={sunOn} onChange={setSunOn} status={sun.status} reason={sun.reason} />
            <button
              type="button"
              className="button button--small"
              aria-pressed={view3d}
              title={t('view3d.hint')}
              onClick={() => setView3d((on) => !on)}
            >
              {t('view3d.button')}
            </button>
          </EditorToolbar>
        </div>
        {view3d ? (
          <Plan3dView plot={project.plot} plan={state.plan} catalog={catalog} colorOf={colorOf} />
        ) : (
          <PlanEditorCanvas
            editor={editor}
            state={state}
            plot={project.plot}
            styles={styles}
            fitKey={`${project.id}${smallChat ? '-chat' : ''}`}
            highlightedIds={highlight}
            preview={preview}
            sunHours={sun.status === 'ready' ? sun.objectHours : undefined}
            underlay={sunMap === undefined ? undefined : (view) => <SunOverlay map={sunMap} view={view} />}
            onObjectMenu={() => setMenuOpen(true)}
            onPick={setPicking}
          />
        )}
        {menuOpen && !view3d && (
          <ObjectMenu
            high={pressedLow}
            editor={editor}
            objects={selected}
            entryOf={(code) => editor.entryOf(code)}
            onDetails={showDetails}
            onClose={() => setMenuOpen(false)}
          />
        )}
        {picking !== undefined && !view3d && (
          <ObjectPickList
            high={pressedLow}
            objects={picking.flatMap((id) => state.plan.objects.filter((o) => o.id === id))}
            nameOf={(o) => o.label ?? editor.entryOf(o.landscape_object)?.name ?? o.landscape_object}
            onChoose={(id) => {
              editor.select([id]);
              setPicking(undefined);
            }}
            onClose={() => setPicking(undefined)}
          />
        )}
        {sunOn && !view3d && sun.status !== 'unavailable' && <SunLegend />}
      </div>
    </div>
  );
}
