# QA-FORGE-7: voxpupuli-letsencrypt's letsencrypt::letsencrypt_lookup (code index, 0f992f37) on a node
# that has no letsencrypt_directory fact yet (before certbot ran): `certs&.fetch(name, certs.fetch(...))`
# short-circuits, arguments included, so the lookup is undef.
$cert_dir = letsencrypt::letsencrypt_lookup($facts['networking']['fqdn'])
notice(type($cert_dir))
