class role::mediawiki {
  notice("role ${::_role} roles ${::_roles}")
  include profile::app
}
