# alphagov/govuk-puppet's kibana5_url (3.x) calls URI.encode, which Ruby 3.0 removed: NoMethodError in Puppet 7 on Ruby 3.1.
notice(kibana5_url('https://kibana.example.com/', { 'query' => 'status:500', 'from' => '15m' }))
