# wikimedia/operations-puppet's Hiera lookup_key backends: wmflib::regex_data (a YAML file of labels each with a
# !ruby/regexp __regex matched against the node's fqdn: YAML.safe_load permitted_classes [Regexp], context.interpolate,
# cache) and wmflib::expand_path (a key's namespace becomes a file path). hiera.yaml v5 written after the repository's
# Hiera 3 production.hiera.yaml; data are a few labels of its hieradata/regex.yaml plus files written for this case.
$site = 'eqiad'
include profile::base
