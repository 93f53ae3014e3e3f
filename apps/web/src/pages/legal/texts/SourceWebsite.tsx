import { SourceFreshness } from '../SourceFreshness';
import { SOURCE_LINKS } from './dataSourceLinks';

export interface SourceWebsiteProps {
  source: keyof typeof SOURCE_LINKS;
}

/** The closing rows of a source's entry, alike in both languages: its website (shown by its host name), then how current its data is. */
export function SourceWebsite({ source }: SourceWebsiteProps) {
  return (
    <>
      <dt>Website</dt>
      <dd>
        <a href={SOURCE_LINKS[source]} rel="noopener noreferrer">
          {new URL(SOURCE_LINKS[source]).host}
        </a>
      </dd>
      <SourceFreshness source={source} />
    </>
  );
}
