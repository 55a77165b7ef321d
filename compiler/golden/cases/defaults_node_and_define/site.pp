# Defaults set in a node apply to classes declared there; defaults for a defined type's
# parameters; a define's own defaults apply inside it.
define site($port = 80) { notify { "site ${title} ${port}": } }
Site { port => 8080 }
class app { site { 'in app': } file { '/app': } }
node default {
  File { ensure => directory }
  include app
  site { 'in node': }
  site { 'explicit': port => 1 }
}
