# Resource defaults as control repositories use them: top-scope Exec/File defaults reaching module
# classes, defaults in a profile reaching an included class and a define declared there (dynamic
# scope), defaults written after the resource in the same scope, a default overridden by an
# explicit value, array defaults, and a class declared elsewhere first (defaults follow where the
# class body is evaluated).
Exec { path => ['/usr/bin', '/bin'], logoutput => on_failure }
File { owner => 'root', group => 'root' }
node default {
  Package { ensure => latest }
  include profile::base
  include ntp
  package { 'node-pkg': }
}
