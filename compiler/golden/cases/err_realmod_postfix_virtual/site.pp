# camptocamp-postfix 1.11 with a virtual map: postfix::virtual includes postfix::augeas, which
# finds its lenses with stdlib's get_module_path and declares augeas::lens resources, a define of
# camptocamp-augeas, which Debian does not package (augeas_core has only the types), so Puppet
# fails on the unknown resource type.
class { 'postfix': myorigin => 'example.com', relayhost => '[smtp.example.com]:587' }
postfix::virtual { 'postmaster@example.com': destination => 'root' }
