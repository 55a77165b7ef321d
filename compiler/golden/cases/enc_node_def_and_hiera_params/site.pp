# ENC classes (a hash with parameters, a capitalized quoted name) with a matching node
# definition; ENC parameters are top-scope variables used by the Hiera hierarchy and data;
# an ENC parameter wins over Hiera for the class parameter it gives.
class app(Integer $port, String $label = 'dflt', String $env = 'none') {
  notify { "app port=${port} label=${label} env=${env} role=${role}": }
}
node default { notice("node default, role ${role}") }
node 'web01.example.com' { notice("node web01, role ${role}") }
