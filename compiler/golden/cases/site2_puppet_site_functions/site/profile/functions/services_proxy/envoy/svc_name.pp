# Service name is:
# - foo if upstream is foo.discovery.wmnet
# - $listener['service']_eqiad if upstream is foo.eqiad.wikimedia.org
#   or foo.svc.eqiad.wmnet
# - $listener['service'] otherwise
function profile::services_proxy::envoy::svc_name( Profile::Service_listener $listener ) >> String {
    if $listener['upstream'] {
        $address = $listener['upstream']
        if $address =~ /^([^.]+)\.discovery\.wmnet$/ {
            return $1
        }
        elsif $address =~ /^[^.]+\.svc\.([^.]+)\.wmnet$/ {
            return "${listener['service']}_${1}"
        }
        elsif $address =~ /^[^.]+\.([^.]+)\.wikimedia\.org$/ {
            return "${listener['service']}_${1}"
        }
        else {
            return $listener['service']
        }
    } else {
        return $listener['service']
    }
}
