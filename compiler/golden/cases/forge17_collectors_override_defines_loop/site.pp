# Virtual resources declared by a defined type used in a loop, realized by collectors with
# overrides (the accounts/users pattern of many control repos), plus a collector chaining.
define profile::user (String $uid, Array[String] $groups = [], Boolean $admin = false) {
  @user { $title: ensure => present, uid => $uid, groups => $groups, tag => ['managed', if $admin { 'admin' } else { 'regular' }] }
  @file { "/home/${title}": ensure => directory, owner => $title, tag => ['home'] }
}
$users = { 'alice' => { uid => '1001', admin => true }, 'bob' => { uid => '1002', groups => ['dev'] }, 'carol' => { uid => '1003' } }
$users.each |$u, $p| { profile::user { $u: * => $p } }
User <| tag == 'admin' |> { groups +> ['wheel'], shell => '/bin/zsh' }
User <| tag == 'regular' and title != 'carol' |> { shell => '/bin/bash' }
File <| tag == 'home' and owner == 'alice' |> { mode => '0700' }
package { 'sudo': ensure => installed }
Package['sudo'] -> User <| tag == 'admin' |>
User <| title == 'carol' |>
notify { 'done': }
User <| |> -> Notify['done']
