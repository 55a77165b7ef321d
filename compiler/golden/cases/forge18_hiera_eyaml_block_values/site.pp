# hiera-eyaml values as sites keep them: the block form ('>' folded, as eyaml edit writes it),
# encrypted values inside hashes and arrays next to plain ones, UTF-8 and a
# newline, an empty secret, interpolation of a decrypted value, a node level above common with a deep merge.
notice(lookup('profile::db::password'))
notice(lookup('profile::db::dsn'))
notice(lookup('profile::certs', Hash, 'deep'))
notice(lookup('profile::certs'))
notice("[${lookup('profile::empty')}]")
notice(lookup('profile::unicode'))
notice(lookup('profile::newline'))
notice(lookup('profile::unicode').length)
