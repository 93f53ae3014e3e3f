/** The "Netzwerk" card: the company's group and people as a graph (loaded on demand) and as a list. */
import { NETWORK_DEPTHS, type NetworkNode } from '@fd/contract';
import { useQuery } from '@tanstack/react-query';
import { Network } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fetchNetwork } from '../../../../features/api/network';
import { queryKeys } from '../../../../features/api/queryKeys';
import { EmptyNote } from '../../../../features/company-profile/EmptyNote';
import { ProfileCard } from '../../../../features/company-profile/ProfileCard';
import { Modal } from '../../../../features/modal/Modal';
import { GraphBoundary } from './GraphBoundary';
import { NetworkLegend } from './NetworkLegend';
import { NetworkList } from './NetworkList';
import styles from './network.module.css';
import { NETWORK_CARD_ID, networkSections, personAnchor } from './networkModel';

// Cytoscape loads with this card only, never with the rest of the page.
const NetworkGraph = lazy(() => import('./NetworkGraph'));

export function NetworkCard({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [depth, setDepth] = useState<1 | 2>(1);
  const [fullScreen, setFullScreen] = useState(false);
  const load = useQuery({
    queryKey: queryKeys.network(companyId, depth),
    queryFn: ({ signal }) => fetchNetwork(companyId, depth, signal),
  });

  const network = load.data ?? null;
  const sections = useMemo(() => (network ? networkSections(network) : null), [network]);

  const openNode = (node: NetworkNode) => {
    if (node.company_id !== null) {
      if (node.distance > 0) navigate(`/dashboard/companies/${node.company_id}`);
      return;
    }
    const entry = document.getElementById(personAnchor(node.id));
    entry?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    entry?.focus({ preventScroll: true });
  };

  const depthToggle = (
    <fieldset className={styles.toolbar}>
      <legend className={styles.toolbarLabel}>{t('network.depth')}</legend>
      {NETWORK_DEPTHS.map((option) => (
        <button
          key={option}
          type="button"
          className={`btn ${option === depth ? 'btn-primary' : 'btn-secondary'} ${styles.depthButton}`}
          aria-pressed={option === depth}
          onClick={() => setDepth(option)}
        >
          {t('network.depthOption', { count: option })}
        </button>
      ))}
    </fieldset>
  );

  const people = network?.nodes.filter((node) => node.kind === 'person').length ?? 0;
  const graphLabel = t('network.graphLabel', { companies: (network?.nodes.length ?? 0) - people, people });
  return (
    <ProfileCard id={NETWORK_CARD_ID} title={t('network.title')} icon={Network} actions={depthToggle} wide>
      {load.isPending && <p className={styles.note}>{t('network.loading')}</p>}
      {load.isError && !network && <p role="alert">{load.error.message}</p>}
      {network && network.nodes.length <= 1 && <EmptyNote text={t('network.empty')} />}
      {network && sections && network.nodes.length > 1 && (
        <>
          <GraphBoundary fallback={<p className={styles.note}>{t('network.graphFailed')}</p>}>
            <Suspense fallback={<div className={styles.placeholder}>{t('network.loading')}</div>}>
              <NetworkGraph
                network={network}
                onOpen={openNode}
                label={graphLabel}
                onFullScreen={() => setFullScreen(true)}
              />
              <Modal
                open={fullScreen}
                title={t('network.title')}
                size="full"
                onClose={() => setFullScreen(false)}
              >
                <div className={styles.fullView}>
                  <NetworkGraph
                    network={network}
                    onOpen={(node) => {
                      setFullScreen(false);
                      openNode(node);
                    }}
                    label={graphLabel}
                    fullScreen
                  />
                  <NetworkLegend />
                  <p className={styles.note}>{t('network.controls.fullScreenHint')}</p>
                </div>
              </Modal>
            </Suspense>
          </GraphBoundary>
          <NetworkLegend />
          <p className={styles.note}>{t('network.hint')}</p>
          {network.omitted > 0 && (
            <p className={styles.note} data-testid="network-omitted">
              {t('network.omitted', { count: network.omitted })}
            </p>
          )}
          <NetworkList sections={sections} />
        </>
      )}
    </ProfileCard>
  );
}
