/**
 * The network drawn with Cytoscape.js (loaded with this card only): companies as blue rounded
 * boxes, people as amber circles, the page's company larger in the centre (concentric rings by
 * distance), ended relationships dashed. A tap opens a company or shows a person in the list.
 * Buttons zoom and fit the graph; in the full-screen view pinch and wheel zoom it as well.
 */
import type { NetworkNode, NetworkResponse } from '@fd/contract';
import cytoscape, { type Core, type StylesheetJson } from 'cytoscape';
import { Maximize2, Minus, Plus, Scan } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './network.module.css';

export const GRAPH_COLORS = {
  company: '#1f4e8c',
  center: '#0b7a70',
  person: '#b45309',
  outside: '#5b6878',
  edge: '#8a97a8',
};

const STYLE: StylesheetJson = [
  {
    selector: 'node',
    style: {
      label: 'data(label)',
      'font-size': 10,
      color: '#1b2430',
      'text-valign': 'bottom',
      'text-margin-y': 4,
      'text-wrap': 'ellipsis',
      'text-max-width': '150px',
      'min-zoomed-font-size': 7,
      'text-background-color': '#ffffff',
      'text-background-opacity': 0.8,
      'text-background-padding': '1px',
    },
  },
  {
    selector: 'node[kind = "company"]',
    style: { shape: 'round-rectangle', width: 26, height: 18, 'background-color': GRAPH_COLORS.company },
  },
  { selector: 'node[?outside]', style: { 'background-color': GRAPH_COLORS.outside } },
  {
    selector: 'node[kind = "person"]',
    style: { shape: 'ellipse', width: 16, height: 16, 'background-color': GRAPH_COLORS.person },
  },
  {
    selector: 'node[?center]',
    style: {
      width: 40,
      height: 28,
      'background-color': GRAPH_COLORS.center,
      'font-size': 12,
      'font-weight': 'bold',
      'z-index': 10,
    },
  },
  {
    selector: 'edge',
    style: {
      width: 1.5,
      'line-color': GRAPH_COLORS.edge,
      'target-arrow-color': GRAPH_COLORS.edge,
      'target-arrow-shape': 'triangle',
      'arrow-scale': 0.8,
      'curve-style': 'bezier',
    },
  },
  { selector: 'edge[?ended]', style: { 'line-style': 'dashed', 'line-dash-pattern': [6, 4], opacity: 0.7 } },
];

/** A fit never enlarges a small network beyond this: its labels stay at their size. */
const FIT_MAX_ZOOM = 1.25;
const ZOOM_STEP = 1.4;

/** The whole graph in view, with a margin, never blown up beyond FIT_MAX_ZOOM. */
function fitGraph(cy: Core): void {
  cy.fit(undefined, 24);
  if (cy.zoom() > FIT_MAX_ZOOM) cy.zoom(FIT_MAX_ZOOM);
  cy.center();
}

/** Zooms about the middle of the box, as the buttons do. */
function zoomBy(cy: Core, factor: number): void {
  cy.zoom({ level: cy.zoom() * factor, renderedPosition: { x: cy.width() / 2, y: cy.height() / 2 } });
}

export interface NetworkGraphProps {
  network: NetworkResponse;
  label: string;
  onOpen: (node: NetworkNode) => void;
  /** Full screen: pinch and wheel zoom the graph (in the card they would capture the page's scrolling). */
  fullScreen?: boolean;
  /** Offered in the card: opens the full-screen view. */
  onFullScreen?: () => void;
}

export default function NetworkGraph({
  network,
  label,
  onOpen,
  fullScreen = false,
  onFullScreen,
}: NetworkGraphProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [graph, setGraph] = useState<Core | null>(null);
  const open = useRef(onOpen);
  open.current = onOpen;

  useEffect(() => {
    if (!container.current) return;
    const byId = new Map(network.nodes.map((node) => [node.id, node]));
    const cy: Core = cytoscape({
      container: container.current,
      style: STYLE,
      elements: [
        ...network.nodes.map((node) => ({
          data: {
            id: node.id,
            label: node.name,
            kind: node.kind,
            distance: node.distance,
            center: node.distance === 0,
            outside: node.kind === 'company' && node.company_id === null,
          },
        })),
        ...network.edges.map((edge, index) => ({
          data: { id: `e${index}`, source: edge.from, target: edge.to, ended: edge.ended },
        })),
      ],
      layout: {
        name: 'concentric',
        concentric: (node) => 3 - Number(node.data('distance')),
        levelWidth: () => 1,
        minNodeSpacing: 48,
        animate: false,
      },
      minZoom: 0.15,
      maxZoom: 4,
      userZoomingEnabled: fullScreen,
      boxSelectionEnabled: false,
      autoungrabify: true,
    });
    cy.on('tap', 'node', (event) => {
      const node = byId.get(event.target.id());
      if (node) open.current(node);
    });
    const element = container.current;
    cy.on('mouseover', 'node', () => element.classList.add(styles.pointing));
    cy.on('mouseout', 'node', () => element.classList.remove(styles.pointing));
    const resize = new ResizeObserver(() => {
      cy.resize();
      fitGraph(cy);
      element.dataset.ready = 'true';
    });
    resize.observe(element);
    setGraph(cy);
    return () => {
      resize.disconnect();
      setGraph(null);
      cy.destroy();
    };
  }, [network, fullScreen]);

  return (
    <div className={`${styles.graphFrame} ${fullScreen ? styles.graphFull : ''}`}>
      <div
        ref={container}
        className={styles.graph}
        role="img"
        aria-label={label}
        data-testid="network-graph"
      />
      <div className={styles.controls} role="toolbar" aria-label={t('network.controls.label')}>
        <ControlButton label={t('network.controls.zoomIn')} onClick={() => graph && zoomBy(graph, ZOOM_STEP)}>
          <Plus size={18} aria-hidden="true" />
        </ControlButton>
        <ControlButton
          label={t('network.controls.zoomOut')}
          onClick={() => graph && zoomBy(graph, 1 / ZOOM_STEP)}
        >
          <Minus size={18} aria-hidden="true" />
        </ControlButton>
        <ControlButton label={t('network.controls.fit')} onClick={() => graph && fitGraph(graph)}>
          <Scan size={18} aria-hidden="true" />
        </ControlButton>
        {onFullScreen && (
          <ControlButton label={t('network.controls.fullScreen')} onClick={onFullScreen}>
            <Maximize2 size={18} aria-hidden="true" />
          </ControlButton>
        )}
      </div>
    </div>
  );
}

function ControlButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className={styles.control} aria-label={label} title={label} onClick={onClick}>
      {children}
    </button>
  );
}
