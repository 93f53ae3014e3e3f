/**
 * The network drawn with Cytoscape.js (loaded with this card only): companies as blue rounded
 * boxes, people as amber circles, the page's company larger in the centre (concentric rings by
 * distance), ended relationships dashed. A tap opens a company or shows a person in the list.
 */
import type { NetworkNode, NetworkResponse } from '@fd/contract';
import cytoscape, { type Core, type StylesheetJson } from 'cytoscape';
import { useEffect, useRef } from 'react';
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

export interface NetworkGraphProps {
  network: NetworkResponse;
  label: string;
  onOpen: (node: NetworkNode) => void;
}

export default function NetworkGraph({ network, label, onOpen }: NetworkGraphProps) {
  const container = useRef<HTMLDivElement>(null);
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
      // A small network is not blown up to fill the box: labels stay at their size.
      minZoom: 0.15,
      maxZoom: 1.25,
      // Wheel zoom would capture the page's scrolling; panning and the fit on resize remain.
      userZoomingEnabled: false,
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
      cy.fit(undefined, 24);
      cy.center();
      element.dataset.ready = 'true';
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      cy.destroy();
    };
  }, [network]);

  return (
    <div ref={container} className={styles.graph} role="img" aria-label={label} data-testid="network-graph" />
  );
}
