# QA-FORGE-5: Ruby standard library calls Forge templates and functions make (Shellwords, Set, to_yaml, Base64,
# Digest, Zlib, ERB::Util, CGI, URI, IPAddr incl. hostnames and bad prefixes, pack, format, String/Integer/Array/Hash
# methods, OpenSSL digests/HMAC, SecureRandom shapes); all match Puppet 7.23.
file { '/tmp/probe': content => template('m/probe.erb') }
