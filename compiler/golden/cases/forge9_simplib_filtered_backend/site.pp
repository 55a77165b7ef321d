# simp/pupmod-simp-simplib's simplib::filtered Hiera 5 backend: as data_hash it calls another data_hash function through
# call_function with Hiera's options (path included) and drops filtered keys; as lookup_key it delegates to another
# lookup_key function and calls context.not_found.
notice(lookup('profiles::ntp::servers'))
notice(lookup('profiles::ntp::servers', Array, 'unique'))
notice(lookup('profiles::ntp::iburst'))
notice(lookup('apache::sync'))
notice(lookup('user::root_password'))
notice(lookup('profiles::motd::text'))
notice(lookup('profiles::db::port'))
notice(lookup('profiles::db::nil_value', { 'default_value' => 'dflt' }))
notice(lookup('nosuch::key', { 'default_value' => 'none' }))
