# alphagov/govuk-puppet's kibana3_url (3.x) does base_url.chomp!('/') on its argument: in run mode server (Puppet Server,
# as Punch compiles) a single-quoted literal reaches a 3.x function frozen, so the chomp! fails (puppet apply, run mode
# user, would dup it). Written for this case.
$base = 'https://kibana.example.com/'
notice(kibana3_url($base, { 'query' => 'status:500' }))
