import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { ORG_CHART } from '@portico/domain/org-charts/org-chart-constants';
import type { OrgChartDepartment, OrgChartPerson } from '@portico/domain/org-charts/org-chart-schema';
import {
  childrenIndex,
  expandedToReach,
  initiallyExpanded,
  toggled,
} from '@portico/domain/org-charts/org-tree';
import { ReactFlow, ReactFlowProvider, useReactFlow, type NodeMouseHandler } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { ORG_CHART_CARD_HEIGHT } from '../../components/org-chart/org-chart-card';
import { ORG_CHART_NODE_TYPES, orgChartClassName } from '../../components/org-chart/org-chart-node';
import { ChartToolbar } from './chart-toolbar';
import { chartElements } from './org-chart-elements';
import classes from './org-charts.module.css';

/** A person to bring into view: their managers unfolded, their card centred and highlighted. */
export interface ChartFocus {
  personId: string;
  path: readonly string[];
  /** Changes with every search, so finding the same person twice centres them twice. */
  request: number;
}

interface OrgChartCanvasProps {
  department: OrgChartDepartment;
  people: readonly OrgChartPerson[];
  focus: ChartFocus | null;
}

/** Room above the leader's card when the chart opens or is reset. */
const TOP_MARGIN = 24;

const A11Y_DESCRIPTION = msg`Press Enter or Space on a person with reports to show or hide their team. Drag the chart to move around it.`;

/** A department's tree (spec §2): React Flow, read-only, folded and unfolded by its people. */
export function OrgChartCanvas(props: OrgChartCanvasProps) {
  return (
    <ReactFlowProvider>
      <Canvas {...props} />
    </ReactFlowProvider>
  );
}

function Canvas({ department, people, focus }: OrgChartCanvasProps) {
  // `_` changes with the language: the cards' and links' labels are read again in it.
  const { _ } = useLingui();
  const a11yLabels = useMemo(() => ({ 'node.a11yDescription.default': _(A11Y_DESCRIPTION) }), [_]);
  const byId = useMemo(() => new Map(people.map((person) => [person.id, person])), [people]);
  const children = useMemo(() => childrenIndex(people), [people]);
  const [expanded, setExpanded] = useState(() =>
    focus ? expandedToReach(initiallyExpanded(children), focus.path) : initiallyExpanded(children),
  );
  const [highlightedId, setHighlightedId] = useState(focus?.personId ?? null);
  const [centreOn, setCentreOn] = useState(focus ? { id: focus.personId, request: focus.request } : null);
  const [seenFocus, setSeenFocus] = useState(focus?.request);
  // A new search while this tab is open: unfold, highlight and centre (state adjusted while
  // rendering, as React recommends for state that follows a prop).
  if (focus && focus.request !== seenFocus) {
    setSeenFocus(focus.request);
    setExpanded((current) => expandedToReach(current, focus.path));
    setHighlightedId(focus.personId);
    setCentreOn({ id: focus.personId, request: focus.request });
  }

  const { nodes, edges } = useMemo(
    () => chartElements({ people: byId, children, expanded, highlightedId }, _),
    [byId, children, expanded, highlightedId, _],
  );
  const positionOf = useCallback((id: string) => nodes.find((node) => node.id === id)?.position, [nodes]);

  const flow = useReactFlow();
  const container = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);

  /** Spec §2: zoom 0.6, the leader's card centred at the top. */
  const resetView = useCallback(() => {
    const root = nodes[0];
    const width = container.current?.clientWidth ?? 0;
    if (!root) return;
    const zoom = ORG_CHART.initialZoom;
    void flow.setViewport({
      x: width / 2 - (root.position.x + ORG_CHART.nodeWidth / 2) * zoom,
      y: TOP_MARGIN,
      zoom,
    });
  }, [flow, nodes]);

  const onInit = useCallback(() => {
    resetView();
    setReady(true);
  }, [resetView]);

  // Centre a found person once their card is placed and the chart is ready; then give it
  // keyboard focus, so the search leads straight to them.
  const centred = useRef<number | null>(null);
  useEffect(() => {
    if (!ready || !centreOn || centred.current === centreOn.request) return;
    const position = positionOf(centreOn.id);
    if (!position) return;
    centred.current = centreOn.request;
    void flow.setCenter(position.x + ORG_CHART.nodeWidth / 2, position.y + ORG_CHART_CARD_HEIGHT / 2, {
      zoom: flow.getZoom(),
    });
    container.current
      ?.querySelector<HTMLElement>(`.react-flow__node[data-id="${CSS.escape(centreOn.id)}"]`)
      ?.focus({ preventScroll: true });
  }, [ready, centreOn, positionOf, flow]);

  // A folded or unfolded card stays where it was on screen while the tree is laid out again
  // around it, so the pointer (or the keyboard focus) is still on it.
  const keepInPlace = useRef<{ id: string; x: number; y: number } | null>(null);
  useLayoutEffect(() => {
    const kept = keepInPlace.current;
    if (!kept) return;
    keepInPlace.current = null;
    const now = positionOf(kept.id);
    if (!now || (now.x === kept.x && now.y === kept.y)) return;
    const { x, y, zoom } = flow.getViewport();
    void flow.setViewport({ x: x - (now.x - kept.x) * zoom, y: y - (now.y - kept.y) * zoom, zoom });
  }, [positionOf, flow]);

  const toggle = useCallback(
    (id: string) => {
      if (!children.has(id)) return;
      const position = positionOf(id);
      if (position) keepInPlace.current = { id, ...position };
      setExpanded((current) => toggled(current, id));
    },
    [children, positionOf],
  );

  const onNodeClick: NodeMouseHandler = useCallback((_, node) => toggle(node.id), [toggle]);

  /** Enter or Space on a focused card folds or unfolds it, as on any button. */
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const target = event.target as HTMLElement;
    const id = target.classList.contains('react-flow__node') ? target.dataset.id : undefined;
    if (!id || !children.has(id)) return;
    event.preventDefault();
    toggle(id);
  };

  return (
    <>
      <ChartToolbar department={department} container={container} onReset={resetView} />
      <div
        ref={container}
        className={`${orgChartClassName} ${classes.canvas}`}
        style={{ visibility: ready ? 'visible' : 'hidden' }}
        data-testid="org-chart"
        onKeyDown={onKeyDown}
      >
        <ReactFlow
          nodes={nodes}
          edges={edges}
          nodeTypes={ORG_CHART_NODE_TYPES}
          onInit={onInit}
          onNodeClick={onNodeClick}
          minZoom={ORG_CHART.minZoom}
          maxZoom={ORG_CHART.maxZoom}
          defaultViewport={{ x: 0, y: TOP_MARGIN, zoom: ORG_CHART.initialZoom }}
          nodesDraggable={false}
          nodesConnectable={false}
          elementsSelectable={false}
          nodesFocusable
          edgesFocusable={false}
          panOnDrag
          zoomOnScroll={false}
          zoomOnPinch={false}
          zoomOnDoubleClick={false}
          panOnScroll={false}
          preventScrolling={false}
          // No key changes what the pointer does: Ctrl+wheel would zoom off the spec's steps,
          // Space is the fold key, and there is nothing to select or delete.
          zoomActivationKeyCode={null}
          panActivationKeyCode={null}
          selectionKeyCode={null}
          multiSelectionKeyCode={null}
          deleteKeyCode={null}
          ariaLabelConfig={a11yLabels}
          proOptions={{ hideAttribution: false }}
        />
      </div>
    </>
  );
}
