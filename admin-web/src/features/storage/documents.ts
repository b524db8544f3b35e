import { graphql } from '../../__generated__';

export const ImageHealthQuery = graphql(`
  query AdminImageHealth {
    imageHealth {
      total
      stored
      potentiallyExpired
      markedExpired
      migration {
        running
        processed
        migrated
        failed
        total
        startedAt
        finishedAt
      }
    }
  }
`);

export const MigrateImagesMutation = graphql(`
  mutation AdminMigrateImages($batchSize: Int) {
    migrateImages(batchSize: $batchSize) {
      running
      processed
      migrated
      failed
      total
      startedAt
      finishedAt
    }
  }
`);

export const FixExpiredImagesMutation = graphql(`
  mutation AdminFixExpiredImages {
    fixExpiredImages {
      fixed
      failed
    }
  }
`);
