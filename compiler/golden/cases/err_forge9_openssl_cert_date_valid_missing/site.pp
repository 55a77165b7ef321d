# voxpupuli/puppet-openssl openssl::cert_date_valid on a certificate that does not exist: the shell's
# openssl prints nothing on stdout and the function raises "No date found in certificate".
notice('before')
$valid = openssl::cert_date_valid('/nonexistent/forge9/cert.pem')
notice("valid: ${valid}")
