import { graphql } from '../../__generated__';

// The user fields the table and the manage-user dialog show (spec 001 §3 User as shown to an admin).
export const AdminUserFieldsFragment = graphql(`
  fragment AdminUserFields on User {
    id
    email
    firstName
    lastName
    role
    subscriptionStatus
    freeGenerationsUsed
    freeGenerationsLimit
    createdAt
  }
`);

export const SetGenerationsMutation = graphql(`
  mutation AdminDialogSetGenerations($userId: ID!, $input: AdminGenerationsInput!) {
    adminSetGenerations(userId: $userId, input: $input) {
      ...AdminUserFields
    }
  }
`);

export const SetRoleMutation = graphql(`
  mutation AdminDialogSetRole($userId: ID!, $role: String!) {
    adminSetRole(userId: $userId, role: $role) {
      ...AdminUserFields
    }
  }
`);

export const SetSubscriptionMutation = graphql(`
  mutation AdminDialogSetSubscription($userId: ID!, $status: SubscriptionStatus) {
    adminSetSubscription(userId: $userId, subscriptionStatus: $status) {
      ...AdminUserFields
    }
  }
`);

export const ResetGenerationsMutation = graphql(`
  mutation AdminDialogResetGenerations($userId: ID!) {
    adminResetGenerations(userId: $userId) {
      ...AdminUserFields
    }
  }
`);

export const AddCreditsMutation = graphql(`
  mutation AdminDialogAddCredits($userId: ID!, $credits: Int!) {
    adminAddCredits(userId: $userId, credits: $credits) {
      ...AdminUserFields
    }
  }
`);

export const DeleteUserMutation = graphql(`
  mutation AdminDialogDeleteUser($userId: ID!) {
    adminDeleteUser(userId: $userId)
  }
`);
