# Integer#anybits?, #allbits?, #nobits? (Ruby 2.5+), which puppetlabs-mysql's caching_sha2_password
# hasher uses in its loops.
notice(bits::flags([0, 1, 6, 7, 255, -1], 3))
