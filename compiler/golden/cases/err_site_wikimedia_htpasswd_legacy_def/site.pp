# Puppet 7 refuses a legacy (3.x) function file that defines methods (its class Apr1Md5): wikimedia/operations-puppet's wmflib htpasswd (apr1-md5 over binary digests: Digest::MD5, String slices of
# binary strings, 0.chr, bytes, StringIO) and require_package (a class made at compile time:
# Puppet::Resource::Type.new, known_resource_types.add_hostclass, Puppet::Parser::Resource.new,
# catalog.add_resource, class_scope, function_create_resources, the 3.x require function).
file { '/etc/nginx/htpasswd.stats':
  content => "stats:${htpasswd('s3cr3t-pa55', 'Wm8Lp2Qx')}\nlong:${htpasswd('a-password-longer-than-sixteen-chars', 'abcdefgh')}\nutf8:${htpasswd('pässwörd', 'saltsalt')}\n",
}
