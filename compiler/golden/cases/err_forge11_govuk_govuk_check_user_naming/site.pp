# alphagov/govuk-puppet's govuk_check_user_naming (3.x) defines its helper user_in_whitelist? at the file's top level.
govuk_check_user_naming('janedoe', 'Jane Doe', 'jane.doe@example.com')
