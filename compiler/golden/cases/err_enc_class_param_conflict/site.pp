# The node definition declares app resource-like; the ENC's app with parameters then conflicts.
class app(Integer $port = 1) { notify { "app ${port}": } }
node default { class { 'app': port => 2 } }
