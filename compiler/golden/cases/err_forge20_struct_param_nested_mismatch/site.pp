type Site::Users = Hash[String[1], Struct[{uid => Integer[1000], shell => Optional[Enum['/bin/bash', '/bin/sh']], groups => Array[String]}]]
class profile::users (Site::Users $users) {}
class { 'profile::users':
  users => { 'alice' => { uid => 1001, groups => ['wheel'] }, 'bob' => { uid => 12, shell => '/bin/zsh', groups => 'adm', extra => 1 } },
}
