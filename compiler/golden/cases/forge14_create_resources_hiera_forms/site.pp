# Written for this case: create_resources forms modules use with Hiera hashes (type names in several spellings,
# defaults with undef, virtual and exported forms, a define, a class hash), then collected/realized.
$users = { 'alice' => { 'uid' => 1001 }, 'bob' => { 'uid' => 1002, 'shell' => undef } }
create_resources('user', $users, { 'ensure' => 'present', 'shell' => '/bin/bash', 'home' => undef })
create_resources('File', { '/tmp/a' => { 'content' => 'a' } })
create_resources('site::thing', { 'one' => {}, 'two' => { 'owner' => 'www', 'tags_in' => ['web'] } }, { 'mode' => '0644' })
create_resources('Site::Thing', { 'three' => { 'mode' => undef } })
create_resources('@package', { 'vim' => { 'ensure' => 'installed' }, 'emacs' => {} })
create_resources('@@file', { '/etc/exported' => { 'content' => 'x' } })
class base ($motd = 'x') { notify { "motd ${motd}": } }
create_resources('class', { 'base' => { 'motd' => 'hello' } })
Package <| title == 'vim' |>
realize(Package['emacs'])
notify { 'empty': message => create_resources('notify', {}) }
