# @summary Validate an Amazon Web Services S3 object store URI
type Stdlib::ObjectStore::S3Uri = Pattern[/\As3:\/\/.*\z/]
