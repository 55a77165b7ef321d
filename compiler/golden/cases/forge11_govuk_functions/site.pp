# alphagov/govuk-puppet's govuk module 3.x functions as its manifests use them: govuk_node_class (lookupvar('::trusted'),
# gsub!), data_sync_times (Integer and String results), kibana3_url (URI.encode_www_form, chomp! on an argument).
# Recorded in run mode server (as Punch compiles); the base URL is double-quoted (unfrozen). Values written for this case.
notice(govuk_node_class())
notice(data_sync_times('time_range'), data_sync_times('start_hour') + 1, data_sync_times('finish_minute'))
$base = "https://kibana.example.com/"
notice(kibana3_url($base, { 'query' => "@fields.status:500 AND host:'web-1'", 'from' => '1h' }))
notice($base)
