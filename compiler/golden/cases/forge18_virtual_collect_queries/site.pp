# Virtual users and groups as account modules declare them (accounts::user style), realized by
# collectors with ==, !=, and/or, nested parentheses, tags, array-valued attributes (== matches
# one element), title, and overrides on collected resources (=> and +>), plus a collector whose
# query matches nothing and a chain between collectors.
define accounts::user(Array[String] $groups = [], String $shell = '/bin/bash', Boolean $admin = false) {
  @user { $title: groups => $groups, shell => $shell, tag => ['accounts', $admin ? { true => 'admin', default => 'staff' }] }
  @group { "g_${title}": tag => ['accounts'] }
}
accounts::user { 'alice': groups => ['wheel', 'dev'], admin => true }
accounts::user { 'bob': groups => ['dev'] }
accounts::user { 'carol': groups => ['ops'], shell => '/bin/zsh' }
accounts::user { 'dave': }
@package { 'sudo': ensure => installed, tag => 'admin' }
@package { 'zsh': ensure => installed }
User <| groups == 'wheel' or (shell == '/bin/zsh' and title != 'nobody') |>
User <| tag == 'staff' and groups == 'dev' |> { home => '/srv/home/bob', groups +> ['extra'] }
Group <| title == 'g_alice' or title == 'g_carol' |>
Package <| tag == 'admin' |> -> User <| tag == 'admin' |>
Package <| title == 'nothing-here' |>
User <| title == 'dave' |> { shell => '/usr/sbin/nologin' }
Package <| shell == '/bin/zsh' |>
