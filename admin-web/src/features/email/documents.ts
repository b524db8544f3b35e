import { graphql } from '../../__generated__';

// The email subgraph's admin queries and mutations (issue 10 contract); one place for the whole page.

export const EmailListsQuery = graphql(`
  query AdminEmailLists {
    emailLists {
      id
      name
      optIn
      isDefault
      subscriberCount
      createdAt
    }
  }
`);

export const EmailSubscribersQuery = graphql(`
  query AdminEmailSubscribers($listId: ID, $search: String, $limit: Int, $offset: Int) {
    emailSubscribers(listId: $listId, search: $search, limit: $limit, offset: $offset) {
      total
      subscribers {
        id
        email
        name
        status
        listId
        subscribedAt
      }
    }
  }
`);

export const EmailSegmentsQuery = graphql(`
  query AdminEmailSegments {
    emailSegments {
      newVisitors
      activeTrial
      limitReached
      subscribers
      inactive
      churned
      computedAt
      summaries {
        segment
        name
        description
        count
      }
    }
  }
`);

export const AdminSubscribeMutation = graphql(`
  mutation AdminEmailSubscribe($email: String, $name: String, $listId: ID) {
    adminSubscribeEmail(email: $email, name: $name, listId: $listId) {
      success
      message
    }
  }
`);

export const AdminUnsubscribeMutation = graphql(`
  mutation AdminEmailUnsubscribe($email: String, $listId: ID) {
    adminUnsubscribeEmail(email: $email, listId: $listId) {
      success
      message
    }
  }
`);

export const SubscriptionStatusMutation = graphql(`
  mutation AdminEmailSubscriptionStatus($email: String, $listId: ID) {
    emailSubscriptionStatus(email: $email, listId: $listId) {
      success
      message
      status
    }
  }
`);

export const CreateListMutation = graphql(`
  mutation AdminCreateEmailList($input: EmailListInput!) {
    createEmailList(input: $input) {
      success
      message
      list {
        id
        name
      }
    }
  }
`);

export const EmailTemplatesQuery = graphql(`
  query AdminEmailTemplates {
    emailTemplates {
      id
      name
      subject
      type
      isActive
      lastModified
      mjml
      variables
    }
    emailTemplateConfig {
      serviceUrl
      editorPath
    }
  }
`);

export const TemplateContentQuery = graphql(`
  query AdminEmailTemplateContent($type: EmailTemplateType!) {
    emailTemplateContent(type: $type) {
      success
      message
      content {
        subject
        html
      }
    }
  }
`);

export const RenderTemplateQuery = graphql(`
  query AdminRenderEmailTemplate($mjml: String!) {
    renderEmailTemplate(mjml: $mjml) {
      html
      errors
    }
  }
`);

export const InitializeTemplatesMutation = graphql(`
  mutation AdminInitializeEmailTemplates {
    initializeEmailTemplates {
      success
      message
    }
  }
`);

export const UpdateTemplateMutation = graphql(`
  mutation AdminUpdateEmailTemplate($type: EmailTemplateType!, $input: EmailTemplateInput!) {
    updateEmailTemplate(type: $type, input: $input) {
      success
      message
      template {
        id
        name
        subject
        type
        isActive
        lastModified
        mjml
        variables
      }
    }
  }
`);

export const SendTestTemplateMutation = graphql(`
  mutation AdminSendTestTemplateEmail($type: EmailTemplateType!) {
    sendTestTemplateEmail(type: $type) {
      success
      message
    }
  }
`);

export const EmailCampaignFieldsFragment = graphql(`
  fragment EmailCampaignFields on EmailCampaign {
    id
    name
    subject
    fromEmail
    status
    listId
    segment
    audienceLabel
    templateType
    scheduledAt
    startedAt
    finishedAt
    createdAt
    progress {
      total
      sent
      failed
      skipped
    }
    stats {
      sent
      opens
      uniqueOpens
      clicks
      conversions
    }
  }
`);

export const EmailCampaignsQuery = graphql(`
  query AdminEmailCampaigns($limit: Int) {
    emailCampaigns(limit: $limit) {
      ...EmailCampaignFields
    }
  }
`);

export const EmailCampaignQuery = graphql(`
  query AdminEmailCampaign($id: ID!) {
    emailCampaign(id: $id) {
      ...EmailCampaignFields
    }
  }
`);

export const CreateCampaignMutation = graphql(`
  mutation AdminCreateEmailCampaign($input: EmailCampaignInput!) {
    createEmailCampaign(input: $input) {
      success
      message
      campaignId
    }
  }
`);

export const CreateCampaignFromTemplateMutation = graphql(`
  mutation AdminCreateEmailCampaignFromTemplate($input: EmailCampaignFromTemplateInput!) {
    createEmailCampaignFromTemplate(input: $input) {
      success
      message
      campaignId
    }
  }
`);

export const SendCampaignMutation = graphql(`
  mutation AdminSendEmailCampaign($id: ID!) {
    sendEmailCampaign(id: $id) {
      success
      message
      campaign {
        ...EmailCampaignFields
      }
    }
  }
`);

export const PauseCampaignMutation = graphql(`
  mutation AdminPauseEmailCampaign($id: ID!) {
    pauseEmailCampaign(id: $id) {
      success
      message
      campaign {
        ...EmailCampaignFields
      }
    }
  }
`);

export const SendTestCampaignMutation = graphql(`
  mutation AdminSendTestEmail($campaignId: ID!, $to: String!) {
    sendTestEmail(campaignId: $campaignId, to: $to) {
      success
      message
    }
  }
`);

export const EmailAutomationsQuery = graphql(`
  query AdminEmailAutomations {
    emailAutomations {
      id
      name
      status
      description
      targetSegment
      trigger
      templateType
      metric
      sent
      lastRunAt
      nextRunAt
    }
  }
`);

export const SetAutomationStatusMutation = graphql(`
  mutation AdminSetEmailAutomationStatus($id: ID!, $status: EmailAutomationStatus!) {
    setEmailAutomationStatus(id: $id, status: $status) {
      success
      message
    }
  }
`);

export const QuickActionMutation = graphql(`
  mutation AdminRunEmailQuickAction($action: EmailQuickAction!) {
    runEmailQuickAction(action: $action) {
      success
      message
    }
  }
`);

export const EmailAnalyticsQuery = graphql(`
  query AdminEmailAnalytics {
    emailAnalytics {
      totalSubscribers
      conversionRate
      revenuePerSubscriberCents
      openRate
      campaignPerformance {
        campaignId
        name
        sent
        opens
        conversions
      }
      segmentPerformance {
        segment
        name
        count
        sent
        opens
        conversions
      }
      dataSource {
        subscriberCounts
        emailEvents
        revenueData
        conversionRates
        segmentAnalysis
      }
      externalServices {
        payments {
          totalRevenueCents
          totalCustomers
          avgOrderValueCents
          activeSubscriptions
          oneTimeRevenueCents
          monthlyRecurringRevenueCents
          netRevenueCents
        }
        email {
          totalSent
          totalOpens
          totalCampaigns
          totalLists
        }
      }
    }
  }
`);

export const MailRelayStatusQuery = graphql(`
  query AdminMailRelayStatus {
    mailRelayStatus
  }
`);

export const TemplateConfigQuery = graphql(`
  query AdminEmailTemplateConfig {
    emailTemplateConfig {
      serviceUrl
      editorPath
    }
  }
`);
