# Written for this case: type and class names in other spellings handed to functions that take names.
create_resources('SITE::THING', { 'one' => {} })
create_resources('Site::thing', { 'two' => { 'v' => 'y' } })
create_resources('FILE', { '/tmp/c' => {} })
include 'SITE::ROLE'
notify { 'checks': message => [
  defined('Site::Thing'), defined('site::thing'), defined('SITE::THING'), defined('File'), defined('FILE'), defined('file'),
  defined('site::role'), defined('Site::Role'), defined('SITE::ROLE'), defined(Site::Thing['one']), defined(Site::Thing['ONE']),
  defined(Class['SITE::ROLE']), defined(Class['Site::Role']), defined('$nope'), defined('nosuch'),
] }
