import { CampaignList } from './CampaignList';
import { CustomCampaignForm, TemplateCampaignForm } from './CampaignForms';

/** Campaigns tab (spec 001 §2): the custom and from-template forms, and the campaign list. */
export default function CampaignsPanel() {
  return (
    <div className="tab-stack">
      <div className="two-col">
        <CustomCampaignForm />
        <TemplateCampaignForm />
      </div>
      <CampaignList />
    </div>
  );
}
