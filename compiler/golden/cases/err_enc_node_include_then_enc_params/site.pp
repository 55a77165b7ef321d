# The node definition includes app, then the ENC declares app with parameters (resource-like):
# Puppet fails with a duplicate declaration that names no location.
class app(Integer $port, String $label = 'dflt', String $env = 'none') {
  notify { "app port=${port} label=${label} env=${env} role=${role}": }
}
node default { notice("node default, role ${role}") }
node 'web01.example.com' { notice("node web01, role ${role}") include app }
