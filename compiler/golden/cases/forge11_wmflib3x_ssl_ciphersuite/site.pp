# wikimedia's ssl_ciphersuite() and os_version() (3.x): module-level locals captured by the newfunction blocks,
# function_os_version from another function, lookupvar of legacy lsb facts, capitalize! on match strings, versioncmp.
# Values written for this case.
notice(ssl_ciphersuite('apache', 'compat'))
notice(ssl_ciphersuite('apache', 'strong', '365'))
notice(ssl_ciphersuite('nginx', 'mid', 180))
notice(os_version('debian >= jessie'), os_version('ubuntu >= trusty || debian >= Buster'), os_version('debian stretch'), os_version('debian < 13'))
