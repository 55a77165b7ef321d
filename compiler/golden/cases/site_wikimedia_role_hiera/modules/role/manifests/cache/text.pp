# Shaped as Wikimedia's roles: a role only includes profiles.
class role::cache::text {
  include profile::cache::varnish::frontend
}
