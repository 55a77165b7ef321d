# Written for this case after sensu-puppet's sensu::resources::user (password_hash of the agent user's password).
$hash = sensu::password_hash('P@ssw0rd!')
notify { 'hash': message => $hash }
