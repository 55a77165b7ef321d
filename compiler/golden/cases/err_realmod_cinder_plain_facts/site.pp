# openstack cinder on plain Debian facts (without openstacklib's os_service_default fact): every
# $::os_service_default default is undef, so oslo::messaging::rabbit's check of kombu_compression
# fails ("Unsupported Kombu compression") after the Unknown variable warnings.
class { 'cinder':
  default_transport_url => 'rabbit://cinder:secret@rabbit.example.com:5672/',
}
