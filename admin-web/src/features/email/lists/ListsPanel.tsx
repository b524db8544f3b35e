import { AutomationsSection } from './AutomationsSection';
import { ConversionTesting } from './ConversionTesting';
import { ListsSection } from './ListsSection';
import { SegmentsSection } from './SegmentsSection';

/** Lists tab (spec 001 §2): segments, automated campaigns with quick actions, conversion testing, lists. */
export default function ListsPanel() {
  return (
    <div className="tab-stack">
      <SegmentsSection />
      <AutomationsSection />
      <ConversionTesting />
      <ListsSection />
    </div>
  );
}
